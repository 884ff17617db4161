import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePartPurchase } from '../hooks/usePartPurchase';
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
  const { inCart, stepperQuantity, changeQuantity, buy } = usePartPurchase(partId, partName, {
    choosesQuantity: chooseQuantity,
  });
  // One row and one button in both states: the tapped button stays in the
  // page (disabled, 'В корзине') rather than being replaced. Removing the
  // element that has focus costs the browser a restyle of the page, in the
  // task that answers the tap.
  return (
    <div className="part-buy-row">
      {(inCart || chooseQuantity) && (
        <PartQuantityStepper partName={partName} quantity={stepperQuantity} onChange={changeQuantity} />
      )}
      <button
        type="button"
        className="catalog-button"
        data-variant={inCart ? 'subtle' : undefined}
        disabled={inCart}
        onClick={buy}
      >
        {!inCart && <ShoppingCart aria-hidden />} {inCart ? t('card.inCart') : (label ?? t('card.buy'))}
      </button>
    </div>
  );
}
