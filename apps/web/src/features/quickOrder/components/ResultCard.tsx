import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
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

/** One line as a card on a phone (below 768 px), with the table row's content. */
export const ResultCard = memo(function ResultCard(props: ResultLineProps) {
  const { line, excluded, withoutToOrder, correcting, onPick, onQuantity } = props;
  const { t } = useTranslation('quickOrder');
  const { part } = line;
  const editor = useArticleEditor(props);
  const cart = lineCart(props);
  const actions = (
    <LineActions
      line={line}
      excluded={excluded}
      editing={editor.editing}
      onToggle={editor.toggle}
      onEdit={editor.open}
    />
  );
  return (
    <Stack
      as="li"
      gap="2.5"
      p="3"
      bg={excluded ? 'gray.50' : 'white'}
      borderWidth="1px"
      rounded="lg"
      data-excluded={excluded || undefined}
    >
      <Flex justify="space-between" align="start" gap="2">
        <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
          <Text as="span" color="fg.muted">
            {line.rows[0]}.{' '}
          </Text>
          <bdi>{line.input}</bdi>
        </Text>
        <StatusBadge line={line} excluded={excluded} withoutToOrder={withoutToOrder} />
      </Flex>
      {editor.editing ? (
        <ArticleEditor line={line} pending={correcting} onSubmit={editor.submit} onCancel={editor.close} />
      ) : (
        <PartSummary line={line} onPick={onPick} />
      )}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {part ? <StockBadges stock={part.availability} toOrder={cart.toOrder} /> : actions}
        <HStack gap="3">
          {/* Shown without a part too: an ambiguous line keeps the quantity it was asked with. */}
          <QuantityField
            quantity={line.quantity}
            label={t('quantityOf', { input: line.input })}
            disabled={!part}
            onChange={(quantity) => onQuantity(lineKey(line), quantity)}
          />
          {part && (
            <Stack gap="0" textAlign="end">
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {formatRoubles(part.priceKopecks)} × {cart.quantity}
              </Text>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {cart.quantity > 0 ? formatRoubles(cart.sumKopecks) : '—'}
              </Text>
            </Stack>
          )}
        </HStack>
      </Flex>
      {part && actions}
    </Stack>
  );
});
