import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'В наличии: N шт.', or 'Нет в наличии' with the to-order wording. */
export function StockLabel({ availability }: { availability: number }) {
  const { t } = useTranslation('catalog');
  if (availability > 0) {
    return (
      <Badge colorPalette="green" variant="subtle">
        {t('card.inStock', { count: availability })}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="subtle">
      {t('card.outOfStock')} · {t('card.toOrder')}
    </Badge>
  );
}
