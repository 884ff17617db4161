import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
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

/**
 * One part in the cart panel on two rows (issue 29.8: a 33-line order was 8
 * screens): article, name, unit price and remove; then the stepper, the stock
 * / 'под заказ' split and the line sum.
 */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('cart');
  const article = (
    <Text fontFamily="mono" fontSize="xs" color="fg.muted" flexShrink={0}>
      {line.partNumber}
    </Text>
  );
  const unitPrice = (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {t('perUnit', { price: formatRoubles(line.unitPriceKopecks) })}
    </Text>
  );
  const sum = (
    <Text fontWeight="bold" whiteSpace="nowrap" ms="auto">
      {formatRoubles(line.lineTotalKopecks)}
    </Text>
  );
  // A desktop: article, name, unit price / stepper, stock, sum. A phone gives
  // the name its own two lines and the sum the article's row.
  return (
    <Stack as="li" gap="1" py="1.5" borderBottomWidth="1px" aria-label={line.name}>
      <Flex gap="2" align="center" minW="0">
        <Box hideBelow="md">{article}</Box>
        <Text
          fontWeight="semibold"
          fontSize="sm"
          lineClamp={{ base: 2, md: 1 }}
          flex="1"
          title={line.name}
          wordBreak="break-word"
        >
          {line.name}
        </Text>
        <Box hideBelow="md">{unitPrice}</Box>
        <IconButton
          aria-label={t('remove', { name: line.name })}
          size="2xs"
          variant="ghost"
          onClick={onRemove}
        >
          <Trash2 />
        </IconButton>
      </Flex>
      <Flex hideFrom="md" gap="2" align="baseline">
        {article}
        {unitPrice}
        {sum}
      </Flex>
      <Flex align="center" gap="1.5" wrap="wrap">
        <QuantityStepper quantity={line.quantity} partName={line.name} onChange={onQuantity} />
        <StockBadges stock={line.stock} toOrder={line.toOrder} />
        <Box hideBelow="md" ms="auto">
          {sum}
        </Box>
      </Flex>
    </Stack>
  );
}
