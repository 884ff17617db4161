// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/renderUi';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(open = true) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = renderUi(
    <ConfirmDialog
      open={open}
      title="Удаление заказа"
      confirmLabel="Удалить"
      cancelLabel="Отмена"
      pending={false}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Удалить заказ ORD-100001?
    </ConfirmDialog>,
  );
  return { ...view, onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog and runs the action only on confirm', async () => {
    const { user, onConfirm, onClose } = renderConfirm();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Удалить заказ ORD-100001?');
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without running the action', async () => {
    const { user, onConfirm, onClose } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderConfirm(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
