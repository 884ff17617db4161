import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePartPurchase } from '../hooks/usePartPurchase';
import { PartQuantityStepper } from './PartQuantityStepper';

/**
 * A table row's order cell: the quantity first, then 'Купить' puts that many
 * in the cart (a wholesale buyer rarely wants one). Once the part is in the
 * cart, the stepper changes the cart's quantity and a tick says so. Plain
 * elements (theme catalogCss.ts), like the card's CartButton: a row's first
 * 'Купить' would otherwise insert Chakra's CSS for the tick in the task that
 * answers the tap, and restyle the whole table.
 */
export function PartRowBuy({
  partId,
  partName,
  compact = false,
  size = 'xs',
}: {
  partId: number;
  partName: string;
  compact?: boolean;
  /** '2xs' in a desktop table row: ≥ 12 rows on a 1280×800 first screen (issue 29.7). */
  size?: '2xs' | 'xs';
}) {
  const { t } = useTranslation('catalog');
  const { inCart, stepperQuantity, changeQuantity, buy } = usePartPurchase(partId, partName);

  return (
    <div className="part-buy-row" data-size={size}>
      {/* A phone's row has room for 'Купить' alone: it puts 1, the stepper then appears. */}
      {(inCart || !compact) && (
        <PartQuantityStepper
          size={size}
          partName={partName}
          quantity={stepperQuantity}
          onChange={changeQuantity}
        />
      )}
      {inCart ? (
        <Check className="part-row-in-cart" role="img" aria-label={t('card.inCart')} />
      ) : (
        <button type="button" className="catalog-button" data-size={size} onClick={buy}>
          {t('card.buy')}
        </button>
      )}
    </div>
  );
}
