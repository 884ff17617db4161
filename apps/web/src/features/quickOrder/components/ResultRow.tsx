import { Table, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { lineKey, type QuickLine, type QuickPart } from '../hooks/useQuickOrder';
import { PartSummary } from './PartSummary';
import { QuantityField } from './QuantityField';
import { StatusBadge } from './StatusBadge';
import { StockText } from './StockText';

export interface ResultLineProps {
  line: QuickLine;
  onPick: (key: number, part: QuickPart) => void;
  onQuantity: (key: number, quantity: number) => void;
}

/** One line of the table (from 768 px); memoised: a change to one line re-renders only that line. */
export const ResultRow = memo(function ResultRow({ line, onPick, onQuantity }: ResultLineProps) {
  const { t } = useTranslation('quickOrder');
  const { part } = line;
  return (
    <Table.Row verticalAlign="top">
      <Table.Cell color="fg.muted">{line.rows[0]}</Table.Cell>
      <Table.Cell>
        <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere" minW="24" maxW="44">
          {line.input}
        </Text>
      </Table.Cell>
      <Table.Cell minW="60">
        <PartSummary line={line} onPick={onPick} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {part && formatRoubles(part.priceKopecks)}
      </Table.Cell>
      <Table.Cell>{part && <StockText line={line} />}</Table.Cell>
      <Table.Cell>
        <QuantityField
          quantity={line.quantity}
          label={t('quantityOf', { input: line.input })}
          disabled={!part}
          onChange={(quantity) => onQuantity(lineKey(line), quantity)}
        />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
        {part && formatRoubles(part.priceKopecks * line.quantity)}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge line={line} />
      </Table.Cell>
    </Table.Row>
  );
});
