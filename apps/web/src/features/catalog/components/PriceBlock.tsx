import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
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
    <Stack gap="0.5">
      <HStack gap="1.5" align="baseline" wrap="wrap">
        <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} color="gray.900">
          {formatRoubles(priceKopecks)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('card.perUnit')}
        </Text>
      </HStack>
      {basePriceKopecks != null && basePriceKopecks > priceKopecks && (
        <Text fontSize="sm" color="fg.muted">
          <s>{formatRoubles(basePriceKopecks)}</s> {t('card.basePrice')}
        </Text>
      )}
      {discount !== null && retailPriceKopecks !== null && (
        <HStack gap="2">
          <Text as="s" fontSize="sm" color="fg.muted">
            {formatRoubles(retailPriceKopecks)}
          </Text>
          <Badge colorPalette="green" variant="solid" size="sm">
            −{discount}%
          </Badge>
        </HStack>
      )}
    </Stack>
  );
}
