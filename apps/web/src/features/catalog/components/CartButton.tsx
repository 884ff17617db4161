import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, setCartQuantity, useCartQuantity } from '../../../shared/cart/useCart';
import { useAddedToast } from '../hooks/useAddedToast';
import { PartQuantityStepper } from './PartQuantityStepper';

export interface CartButtonProps {
  partId: number;
  partName: string;
  /** The dialog says 'Добавить в корзину'; the card says 'Купить'. */
  label?: string;
  /**
   * The part dialog and the product page (issue 29.9): the stepper comes
   * before the button too, so a wholesale buyer puts 20 at once.
   */
  chooseQuantity?: boolean;
}

/**
 * 'Купить' puts 1 (or the chosen quantity) in the cart; once there, a stepper
 * and a disabled 'В корзине'. All plain elements (theme catalogCss.ts): 'Купить' is
 * on every card of the first screen, and its tap draws the stepper.
 */
export function CartButton({ partId, partName, label, chooseQuantity = false }: CartButtonProps) {
  const { t } = useTranslation('catalog');
  const quantity = useCartQuantity(partId);
  const announce = useAddedToast();
  const [wanted, setWanted] = useState(1);

  const add = () => {
    if (chooseQuantity) setCartQuantity(partId, wanted);
    else addToCart(partId);
    announce(partName);
  };

  const inCart = quantity > 0;
  // One row and one button in both states: the tapped button stays in the
  // page (disabled, 'В корзине') rather than being replaced. Removing the
  // element that has focus costs the browser a restyle of the page, in the
  // task that answers the tap.
  return (
    <div className="part-buy-row">
      {(inCart || chooseQuantity) && (
        <PartQuantityStepper
          partName={partName}
          quantity={inCart ? quantity : wanted}
          onChange={(next) => (inCart ? setCartQuantity(partId, next) : setWanted(Math.max(next, 1)))}
        />
      )}
      <button
        type="button"
        className="catalog-button"
        data-variant={inCart ? 'subtle' : undefined}
        disabled={inCart}
        onClick={add}
      >
        {!inCart && <ShoppingCart aria-hidden />} {inCart ? t('card.inCart') : (label ?? t('card.buy'))}
      </button>
    </div>
  );
}
