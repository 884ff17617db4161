import { useTranslation } from 'react-i18next';
import { discountPercent, formatRoubles } from '../model/partRules';

export interface PriceBlockProps {
  priceKopecks: number;
  retailPriceKopecks: number | null;
  /** The catalogue price before the buyer's discount (the server computes both). */
  basePriceKopecks?: number | null;
  size?: 'md' | 'lg';
}

/** Our price 'за шт.', and the retail price crossed out with -N% only when it is higher. */
export function PriceBlock({
  priceKopecks,
  retailPriceKopecks,
  basePriceKopecks,
  size = 'md',
}: PriceBlockProps) {
  const { t } = useTranslation('catalog');
  const discount = discountPercent(priceKopecks, retailPriceKopecks);
  return (
    <div className="part-price" data-size={size}>
      <div className="part-price__line">
        <p className="part-price__amount">{formatRoubles(priceKopecks)}</p>
        <p className="part-price__note">{t('card.perUnit')}</p>
      </div>
      {basePriceKopecks != null && basePriceKopecks > priceKopecks && (
        <p className="part-price__note">
          <s>{formatRoubles(basePriceKopecks)}</s> {t('card.basePrice')}
        </p>
      )}
      {discount !== null && retailPriceKopecks !== null && (
        <div className="part-price__retail">
          <s className="part-price__note">{formatRoubles(retailPriceKopecks)}</s>
          <span className="part-badge" data-tone="discount">
            −{discount}%
          </span>
        </div>
      )}
    </div>
  );
}
