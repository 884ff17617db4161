import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface StockBadgesProps {
  /** The part's whole stock, not the line's share of it: '2 шт.' of 40 would read as running out. */
  stock: number;
  /** What of the line the stock lacks: ordered from the supplier. */
  toOrder: number;
}

/** 'В наличии: N шт.' and 'Под заказ: N шт.', as the cart and the quick order show a line (texts: `cart`). */
export function StockBadges({ stock, toOrder }: StockBadgesProps) {
  const { t } = useTranslation('cart');
  return (
    <HStack gap="1.5" wrap="wrap">
      {stock > 0 && (
        <Badge colorPalette="green" variant="subtle">
          {t('inStock', { count: stock })}
        </Badge>
      )}
      {toOrder > 0 && (
        <Badge colorPalette="orange" variant="subtle">
          {t('toOrder', { count: toOrder })}
        </Badge>
      )}
    </HStack>
  );
}
