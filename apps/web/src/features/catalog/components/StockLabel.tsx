import { useTranslation } from 'react-i18next';
import { stockState } from '../model/partRules';

/** 'В наличии: N шт.', or 'Нет в наличии' with the to-order wording. */
export function StockLabel({ availability }: { availability: number }) {
  const { t } = useTranslation('catalog');
  const state = stockState(availability);
  return (
    <span className="part-badge" data-tone={state === 'inStock' ? 'in-stock' : 'to-order'}>
      {state === 'inStock'
        ? t('card.inStock', { count: availability })
        : `${t('card.outOfStock')} · ${t('card.toOrder')}`}
    </span>
  );
}
