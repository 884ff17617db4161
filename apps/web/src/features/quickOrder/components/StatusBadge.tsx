import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

const PALETTE: Record<QuickLine['status'], string> = {
  found: 'green',
  corrected: 'teal',
  ambiguous: 'purple',
  not_found: 'red',
  out_of_stock: 'orange',
  partial: 'orange',
};

interface StatusBadgeProps {
  line: Pick<QuickLine, 'status' | 'inStock' | 'match'>;
  excluded: boolean;
  withoutToOrder: boolean;
}

/**
 * What becomes of the line: left out by the buyer, kept out for want of stock,
 * a swapped-characters suggestion, or the server's status ('Найдено', 'Нет в
 * наличии, под заказ', 'Частично в наличии: N шт.'...).
 */
export function StatusBadge({ line, excluded, withoutToOrder }: StatusBadgeProps) {
  const { t } = useTranslation('quickOrder');
  const [palette, text] = excluded
    ? ['gray', t('excluded')]
    : withoutToOrder && line.status === 'out_of_stock'
      ? ['gray', t('skippedToOrder')]
      : line.status === 'ambiguous' && line.match === 'transposed'
        ? ['purple', t('suggestion')]
        : [PALETTE[line.status], t(`status.${line.status}`, { count: line.inStock })];
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal" textAlign="start">
      {text}
    </Badge>
  );
}
