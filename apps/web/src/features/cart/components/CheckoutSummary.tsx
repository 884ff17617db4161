import { Flex, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import type { PreviewLine } from './CartLine';

/** What will be ordered, with the stock / 'под заказ' split per line. */
export function CheckoutSummary({ lines }: { lines: PreviewLine[] }) {
  const { t } = useTranslation('cart');
  const totalKopecks = lines.reduce((sum, line) => sum + line.unitPriceKopecks * line.quantity, 0);
  const anyToOrder = lines.some((line) => line.toOrder > 0);
  return (
    <Stack gap="2" bg="bg.muted" rounded="md" p="3">
      <Text fontWeight="semibold">{t('checkoutDialog.summary')}</Text>
      <Stack as="ul" gap="1.5" listStyle="none" maxH="40" overflowY="auto">
        {lines.map((line) => (
          <Flex as="li" key={line.partId} justify="space-between" gap="3" fontSize="sm">
            <Stack gap="0" minW="0">
              <Text lineClamp={1}>
                {line.name} × {line.quantity}
              </Text>
              {line.toOrder > 0 && (
                <Text fontSize="xs" color="orange.fg">
                  {t('inStock', { count: line.inStock })} · {t('toOrder', { count: line.toOrder })}
                </Text>
              )}
            </Stack>
            <Text whiteSpace="nowrap">{formatRoubles(line.unitPriceKopecks * line.quantity)}</Text>
          </Flex>
        ))}
      </Stack>
      {anyToOrder && (
        <Text fontSize="xs" color="fg.muted">
          {t('checkoutDialog.toOrderNote')}
        </Text>
      )}
      <Flex justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="2">
        <Text>{t('total')}</Text>
        <Text>{formatRoubles(totalKopecks)}</Text>
      </Flex>
    </Stack>
  );
}
