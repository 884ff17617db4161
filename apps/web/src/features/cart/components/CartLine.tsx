import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { StockBadges } from '../../../shared/ui/StockBadges';
import { QuantityStepper } from './QuantityStepper';

export type PreviewLine = RouterOutputs['orders']['preview']['lines'][number];

interface CartLineProps {
  line: PreviewLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One part in the cart panel: price, stepper, line sum and the stock / 'под заказ' split. */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('cart');
  return (
    <Stack as="li" gap="1.5" py="2.5" borderBottomWidth="1px" aria-label={line.name}>
      <Flex gap="2" align="start" justify="space-between">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
            {line.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('article', { partNumber: line.partNumber })} ·{' '}
            {t('perUnit', { price: formatRoubles(line.unitPriceKopecks) })}
          </Text>
        </Stack>
        <IconButton
          aria-label={t('remove', { name: line.name })}
          size="xs"
          variant="ghost"
          onClick={onRemove}
        >
          <Trash2 />
        </IconButton>
      </Flex>
      <Flex align="center" justify="space-between" gap="2">
        <QuantityStepper quantity={line.quantity} partName={line.name} onChange={onQuantity} />
        <Text fontWeight="bold" whiteSpace="nowrap">
          {formatRoubles(line.lineTotalKopecks)}
        </Text>
      </Flex>
      <StockBadges stock={line.stock} toOrder={line.toOrder} />
    </Stack>
  );
}
