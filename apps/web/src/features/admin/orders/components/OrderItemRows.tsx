import { Badge, Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import type { DraftLine } from '../model/orderDraft';
import { QuantityStepper } from './QuantityStepper';

type Item = AdminOrder['items'][number];

function LineHeading({ name, partNumber }: { name: string; partNumber: string }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="0" minW="0" flex="1">
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {t('orders.detail.article')}: {partNumber}
      </Text>
    </Stack>
  );
}

/** Read-only lines: price × quantity = total, with the 'под заказ' part of the quantity. */
export function OrderItemRows({ items }: { items: Item[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" divideY="1px">
      {items.map((item) => (
        <Flex
          as="li"
          key={item.partId}
          p="3"
          gap="3"
          wrap="wrap"
          justify="space-between"
          aria-label={item.name}
        >
          <LineHeading name={item.name} partNumber={item.partNumber} />
          <Stack gap="1" align="end" textAlign="end">
            <Text fontSize="sm" whiteSpace="nowrap">
              {formatRoubles(item.unitPriceKopecks)} × {item.quantity}
            </Text>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatRoubles(item.lineTotalKopecks)}
            </Text>
            {item.toOrderQuantity > 0 && (
              <Badge colorPalette="orange" variant="subtle">
                {t('orders.detail.toOrder', { count: item.toOrderQuantity })}
              </Badge>
            )}
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

interface EditableRowsProps {
  lines: DraftLine[];
  onQuantity: (partId: number, quantity: number) => void;
  onRemove: (partId: number) => void;
}

/** Lines in edit mode: steppers (minimum 1) and removal; totals follow live. */
export function EditableItemRows({ lines, onQuantity, onRemove }: EditableRowsProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" divideY="1px">
      {lines.map((line) => (
        <Box as="li" key={line.partId} p="3" aria-label={line.name}>
          <Flex gap="2" align="start">
            <LineHeading name={line.name} partNumber={line.partNumber} />
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('orders.detail.remove', { name: line.name })}
              onClick={() => onRemove(line.partId)}
            >
              <Trash2 />
            </IconButton>
          </Flex>
          <Flex mt="2" gap="3" align="center" justify="space-between" wrap="wrap">
            <QuantityStepper
              name={line.name}
              value={line.quantity}
              onChange={(q) => onQuantity(line.partId, q)}
            />
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {formatRoubles(line.unitPriceKopecks)} × {line.quantity} ={' '}
              <Text as="span" fontWeight="semibold" color="fg">
                {formatRoubles(line.unitPriceKopecks * line.quantity)}
              </Text>
            </Text>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
