import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { lineKey } from '../hooks/useQuickOrder';
import { PartSummary } from './PartSummary';
import { QuantityField } from './QuantityField';
import type { ResultLineProps } from './ResultRow';
import { StatusBadge } from './StatusBadge';
import { StockText } from './StockText';

/** One line as a card on a phone (below 768 px), with the table row's content. */
export const ResultCard = memo(function ResultCard({ line, onPick, onQuantity }: ResultLineProps) {
  const { t } = useTranslation('quickOrder');
  const { part } = line;
  return (
    <Stack as="li" gap="2.5" p="3" bg="white" borderWidth="1px" rounded="lg">
      <Flex justify="space-between" align="start" gap="2">
        <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
          <Text as="span" color="fg.muted">
            {line.rows[0]}.{' '}
          </Text>
          {line.input}
        </Text>
        <StatusBadge line={line} />
      </Flex>
      <PartSummary line={line} onPick={onPick} />
      {part && (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <StockText line={line} />
          <HStack gap="3">
            <QuantityField
              quantity={line.quantity}
              label={t('quantityOf', { input: line.input })}
              onChange={(quantity) => onQuantity(lineKey(line), quantity)}
            />
            <Stack gap="0" textAlign="end">
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {formatRoubles(part.priceKopecks)} × {line.quantity}
              </Text>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {formatRoubles(part.priceKopecks * line.quantity)}
              </Text>
            </Stack>
          </HStack>
        </Flex>
      )}
    </Stack>
  );
});
