import { Table, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StockBadges } from '../../../shared/ui/StockBadges';
import { lineKey } from '../hooks/useQuickOrder';
import { ArticleEditor } from './ArticleEditor';
import { LineActions } from './LineActions';
import { lineCart, useArticleEditor, type ResultLineProps } from './lineView';
import { PartSummary } from './PartSummary';
import { QuantityField } from './QuantityField';
import { StatusBadge } from './StatusBadge';

export type { ResultLineProps };

/** One line of the table (from 768 px); memoised: a change to one line re-renders only that line. */
export const ResultRow = memo(function ResultRow(props: ResultLineProps) {
  const { line, excluded, withoutToOrder, correcting, onPick, onQuantity } = props;
  const { t } = useTranslation('quickOrder');
  const { part } = line;
  const editor = useArticleEditor(props);
  const cart = lineCart(props);
  return (
    <Table.Row
      verticalAlign="top"
      bg={excluded ? 'gray.50' : undefined}
      data-excluded={excluded || undefined}
    >
      <Table.Cell color="fg.muted">{line.rows[0]}</Table.Cell>
      <Table.Cell>
        <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere" minW="24" maxW="44">
          {/* Isolated: a Hebrew or Arabic line reads as typed, its quantity where the buyer put it. */}
          <bdi>{line.input}</bdi>
        </Text>
      </Table.Cell>
      <Table.Cell minW="60">
        {editor.editing ? (
          <ArticleEditor line={line} pending={correcting} onSubmit={editor.submit} onCancel={editor.close} />
        ) : (
          <PartSummary line={line} onPick={onPick} />
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {part && formatRoubles(part.priceKopecks)}
      </Table.Cell>
      <Table.Cell>{part && <StockBadges stock={part.availability} toOrder={cart.toOrder} />}</Table.Cell>
      <Table.Cell>
        <QuantityField
          quantity={line.quantity}
          label={t('quantityOf', { input: line.input })}
          disabled={!part}
          onChange={(quantity) => onQuantity(lineKey(line), quantity)}
        />
        {cart.cut && (
          <Text fontSize="xs" mt="1" whiteSpace="nowrap">
            {t('toCart', { count: cart.quantity })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
        {part && (cart.quantity > 0 ? formatRoubles(cart.sumKopecks) : '—')}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge line={line} excluded={excluded} withoutToOrder={withoutToOrder} />
      </Table.Cell>
      <Table.Cell>
        <LineActions
          line={line}
          excluded={excluded}
          editing={editor.editing}
          compact
          onToggle={editor.toggle}
          onEdit={editor.open}
        />
      </Table.Cell>
    </Table.Row>
  );
});
