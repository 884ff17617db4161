import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

/** 'В наличии: N шт.' and what goes 'Под заказ', as the cart shows it. */
export function StockText({ line }: { line: Pick<QuickLine, 'inStock' | 'toOrder'> }) {
  const { t } = useTranslation('quickOrder');
  return (
    <Stack gap="0" fontSize="xs" whiteSpace="nowrap">
      {line.inStock > 0 && <Text color="green.700">{t('inStock', { count: line.inStock })}</Text>}
      {line.toOrder > 0 && <Text color="orange.700">{t('toOrder', { count: line.toOrder })}</Text>}
    </Stack>
  );
}
