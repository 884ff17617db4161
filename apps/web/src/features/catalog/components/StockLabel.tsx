import { Badge } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';

/** 'В наличии: N шт.', or 'Нет в наличии' with the to-order wording. */
export function StockLabel({ availability }: { availability: number }) {
  const { t } = useTranslation();
  if (availability > 0) {
    return (
      <Badge colorPalette="green" variant="subtle">
        {t('catalog.card.inStock', { count: availability })}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="subtle">
      {t('catalog.card.outOfStock')} · {t('catalog.card.toOrder')}
    </Badge>
  );
}
