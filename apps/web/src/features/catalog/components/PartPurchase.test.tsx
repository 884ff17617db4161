// @vitest-environment jsdom
// The rule of a part's 'Купить' (hooks/usePartPurchase.ts), as the card, the
// part dialog and a table row show it: before the part is in the cart the
// stepper chooses how many (at least 1); 'Купить' puts them in the cart; once
// there, the stepper edits the cart's line.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, readCart, writeCart } from '../../../shared/cart/cartStorage';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { CartButton } from './CartButton';
import { PartRowBuy } from './PartRowBuy';

const PART = 7;
const NAME = 'Ремень вариатора';
const stepperValue = () => (screen.getByRole('textbox') as HTMLInputElement).value;

beforeEach(() => localStorage.removeItem(CART_STORAGE_KEY));

describe('a part bought with a chosen quantity (the dialog, a table row)', () => {
  for (const [where, ui] of [
    ['dialog', <CartButton partId={PART} partName={NAME} chooseQuantity />],
    ['table row', <PartRowBuy partId={PART} partName={NAME} />],
  ] as const) {
    it(`${where}: the stepper chooses at least 1, 'Купить' puts that many, then the stepper edits the cart`, async () => {
      const { user } = renderUi(<MemoryRouter>{ui}</MemoryRouter>);
      const decrease = screen.getByRole('button', { name: 'Уменьшить количество' });
      expect((decrease as HTMLButtonElement).disabled).toBe(true);
      for (let i = 0; i < 4; i++)
        await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
      expect(stepperValue()).toBe('5');
      expect(readCart()).toEqual({});

      await user.click(screen.getByRole('button', { name: /Купить|Добавить/ }));
      expect(readCart()).toEqual({ [PART]: 5 });
      // The dialog's button says so; a row's tick does.
      expect(
        screen.queryByText('В корзине') ?? screen.queryByRole('img', { name: 'В корзине' }),
      ).not.toBeNull();

      await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
      expect(readCart()).toEqual({ [PART]: 6 });
      expect(stepperValue()).toBe('6');
    });
  }
});

describe("a card's one-tap 'Купить'", () => {
  it("puts one in the cart, and then shows the stepper of the cart's line", async () => {
    const { user } = renderUi(
      <MemoryRouter>
        <CartButton partId={PART} partName={NAME} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Купить/ }));
    expect(readCart()).toEqual({ [PART]: 1 });
    expect(stepperValue()).toBe('1');
    expect((screen.getByRole('button', { name: /В корзине/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the stepper of a part already in the cart', () => {
    writeCart({ [PART]: 3 });
    renderUi(
      <MemoryRouter>
        <PartRowBuy partId={PART} partName={NAME} compact />
      </MemoryRouter>,
    );
    expect(stepperValue()).toBe('3');
    expect(screen.queryByRole('button', { name: 'Купить' })).toBeNull();
  });
});
