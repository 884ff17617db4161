import { useTranslation } from 'react-i18next';

export interface PartIdentityProps {
  partNumber: string;
  /** Empty when the price list names no maker: then the article alone. */
  brand: string;
  /** 'md' where the part is the page's subject (the product page). */
  size?: 'sm' | 'md';
}

/**
 * 'Артикул: … · Бренд: …': what a buyer matches a part by. The brand is shown
 * wherever the part is (issue 29.9): analogues are told apart by their maker.
 */
export function PartIdentity({ partNumber, brand, size = 'sm' }: PartIdentityProps) {
  const { t } = useTranslation('catalog');
  return (
    <p className="part-identity" data-size={size}>
      <span>{t('card.article', { partNumber })}</span>
      {brand && (
        <>
          {' · '}
          <span className="part-identity__brand">{t('card.brand', { brand })}</span>
        </>
      )}
    </p>
  );
}
