import { useState } from 'react';
import { addToCart, setCartQuantity, useCartQuantity } from '../../../shared/cart/useCart';
import { useAddedToast } from './useAddedToast';

export interface PartPurchase {
  inCart: boolean;
  /** What the stepper shows: the cart's quantity once the part is there, the chosen one before. */
  stepperQuantity: number;
  /** Before the part is in the cart it chooses how many (at least 1); after, it edits the cart's line. */
  changeQuantity: (quantity: number) => void;
  /** 'Купить': puts the part in the cart and says so. */
  buy: () => void;
}

/**
 * The one rule of a part's 'Купить', wherever it is (a card, the part
 * dialog, the product page, a table row). `choosesQuantity: false` is the
 * card's single tap: it adds one to the cart's line rather than setting it,
 * so a part another tab has just put in the cart gets one more.
 */
export function usePartPurchase(
  partId: number,
  partName: string,
  { choosesQuantity = true }: { choosesQuantity?: boolean } = {},
): PartPurchase {
  const quantity = useCartQuantity(partId);
  const announce = useAddedToast();
  const [chosen, setChosen] = useState(1);
  const inCart = quantity > 0;
  return {
    inCart,
    stepperQuantity: inCart ? quantity : chosen,
    changeQuantity: (next) => (inCart ? setCartQuantity(partId, next) : setChosen(Math.max(next, 1))),
    buy: () => {
      if (choosesQuantity) setCartQuantity(partId, chosen);
      else addToCart(partId);
      announce(partName);
    },
  };
}
