import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

const PALETTE: Record<QuickLine['status'], string> = {
  found: 'green',
  corrected: 'teal',
  ambiguous: 'purple',
  not_found: 'red',
  out_of_stock: 'gray',
  partial: 'orange',
};

/** 'Найдено', 'Найдено с исправлением', 'Несколько вариантов', 'Не найдено', 'Нет в наличии', 'Частично…'. */
export function StatusBadge({ line }: { line: Pick<QuickLine, 'status' | 'inStock'> }) {
  const { t } = useTranslation('quickOrder');
  return (
    <Badge colorPalette={PALETTE[line.status]} variant="subtle" whiteSpace="normal" textAlign="start">
      {t(`status.${line.status}`, { count: line.inStock })}
    </Badge>
  );
}
