// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { ColumnsDialog } from './ColumnsDialog';

const question = {
  file: new File(['A;1'], 'list.csv'),
  columnCount: 3,
  preview: [
    ['Свеча', 'SP-1', '4'],
    ['Ремень', 'BT-7', '2'],
  ],
};

function renderDialog() {
  const onAnswer = vi.fn();
  const onCancel = vi.fn();
  const view = renderUi(
    <ColumnsDialog question={question} reading={false} onAnswer={onAnswer} onCancel={onCancel} />,
  );
  return { ...view, onAnswer, onCancel };
}

describe('ColumnsDialog', () => {
  it('shows the file’s first rows and guesses the first column as the article, the last as the quantity', async () => {
    const { user, onAnswer } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Выберите столбцы' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'BT-7' })).toBeTruthy();
    expect(screen.getByLabelText('Столбец с артикулом')).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Столбец с количеством')).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(onAnswer).toHaveBeenCalledWith({ article: 0, quantity: 2 });
  });

  it('sends the buyer’s columns, and no quantity column means one of each', async () => {
    const { user, onAnswer } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Столбец с артикулом'), 'Столбец B');
    await user.selectOptions(screen.getByLabelText('Столбец с количеством'), 'Нет — по 1 шт.');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(onAnswer).toHaveBeenCalledWith({ article: 1, quantity: null });
  });

  it('cancels without an answer', async () => {
    const { user, onAnswer, onCancel } = renderDialog();
    await user.click(screen.getAllByRole('button', { name: 'Отмена' })[0]!);
    expect(onCancel).toHaveBeenCalled();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
