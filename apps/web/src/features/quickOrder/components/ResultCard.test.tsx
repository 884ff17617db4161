// @vitest-environment jsdom
// One line of the quick order's answer: the part's real stock as the cart
// shows it, what goes 'под заказ', and leaving the line out or correcting it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import type { QuickLine } from '../hooks/useQuickOrder';
import { ResultCard } from './ResultCard';

const part = {
  id: 7,
  partNumber: 'SEE-139QMB-1663',
  name: 'Фара передняя в сборе',
  brand: 'Sheng-E',
  priceKopecks: 150_000,
  availability: 202,
  imageUrl: '',
};
const LINE: QuickLine = {
  rows: [3],
  input: 'SEE-139QMB-1663 5',
  article: 'SEE-139QMB-1663',
  quantity: 5,
  status: 'found',
  match: 'exact',
  part,
  candidates: [],
  moreCandidates: false,
  inStock: 5,
  toOrder: 0,
};

function renderCard(line: QuickLine, excluded = false, withoutToOrder = false) {
  const handlers = { onPick: vi.fn(), onQuantity: vi.fn(), onToggle: vi.fn(), onCorrect: vi.fn() };
  const view = renderUi(
    <ul>
      <ResultCard
        line={line}
        excluded={excluded}
        withoutToOrder={withoutToOrder}
        correcting={false}
        {...handlers}
      />
    </ul>,
  );
  return { ...view, ...handlers, card: screen.getByRole('listitem') };
}

describe('a quick-order line', () => {
  it("shows the part's stock, not the quantity asked for", () => {
    const { card } = renderCard(LINE);
    expect(within(card).getByText('В наличии: 202 шт.')).toBeTruthy();
    expect(within(card).queryByText('В наличии: 5 шт.')).toBeNull();
  });

  it('says what goes "под заказ", and that nothing does without it', () => {
    const empty = { ...LINE, part: { ...part, availability: 0 }, status: 'out_of_stock' as const };
    const { card, unmount } = renderCard({ ...empty, inStock: 0, toOrder: 5 });
    expect(within(card).getByText('Под заказ: 5 шт.')).toBeTruthy();
    expect(within(card).getByText('Нет в наличии, под заказ')).toBeTruthy();
    unmount();
    const skipped = renderCard({ ...empty, inStock: 0, toOrder: 5 }, false, true);
    expect(within(skipped.card).getByText('Нет в наличии: не пойдёт в корзину')).toBeTruthy();
  });

  it('is left out and taken back by a button naming it, and its article corrected in place', async () => {
    const { user, onToggle, onCorrect, unmount } = renderCard(LINE);
    await user.click(screen.getByRole('button', { name: 'Убрать строку 3 «SEE-139QMB-1663 5» из заказа' }));
    expect(onToggle).toHaveBeenCalledWith(3);
    await user.click(
      screen.getByRole('button', { name: 'Исправить артикул в строке 3 «SEE-139QMB-1663 5»' }),
    );
    const field = screen.getByRole('textbox', { name: 'Артикул для строки 3' });
    await user.clear(field);
    await user.type(field, 'MP-39425{Enter}');
    expect(onCorrect).toHaveBeenCalledWith(3, 'MP-39425', expect.any(Function));
    unmount();
    renderCard(LINE, true);
    expect(screen.getByText('Убрана: не пойдёт в корзину')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуть строку 3 «SEE-139QMB-1663 5» в заказ' })).toBeTruthy();
  });
});
