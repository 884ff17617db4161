import { Button, CloseButton, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';
import type { RepeatResult } from '../hooks/useRepeatOrder';

/** What 'Повторить заказ' put into the cart, what costs differently now, what stock lacks and what is no longer sold. */
export function RepeatReport({ result, onClose }: { result: RepeatResult | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const changed =
    result?.lines.filter((line) => line.unitPriceKopecks !== line.orderedUnitPriceKopecks) ?? [];
  const short = result?.lines.filter((line) => line.quantity > line.stock) ?? [];
  return (
    <ScreenDialog open={result !== null} onClose={onClose} size="lg">
      {result && (
        <>
          <Dialog.Header pe="12">
            <Dialog.Title>{t('repeat.title', { number: result.orderNumber })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                {result.lines.length > 0
                  ? t('repeat.added', {
                      count: result.lines.length,
                      total: formatRoubles(result.totalKopecks),
                    })
                  : t('repeat.nothingAdded')}
              </Text>
              {result.unavailable.length > 0 && (
                <Section title={t('repeat.unavailable')} tone="red.700">
                  {result.unavailable.map((line) => t('repeat.line', line))}
                </Section>
              )}
              {short.length > 0 && (
                <Section title={t('repeat.shortage')}>
                  {short.map((line) => t('repeat.stockLine', line))}
                </Section>
              )}
              {changed.length > 0 && (
                <Section title={t('repeat.priceChanged')}>
                  {changed.map((line) =>
                    t('repeat.priceLine', {
                      ...line,
                      was: formatRoubles(line.orderedUnitPriceKopecks),
                      now: formatRoubles(line.unitPriceKopecks),
                    }),
                  )}
                </Section>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('repeat.close')}</Button>
            </Dialog.ActionTrigger>
            {result.lines.length > 0 && (
              <Button asChild colorPalette="brand" onClick={onClose}>
                <RouterLink to="/catalog?cart=open">{t('repeat.toCart')}</RouterLink>
              </Button>
            )}
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('repeat.close')} />
          </Dialog.CloseTrigger>
        </>
      )}
    </ScreenDialog>
  );
}

function Section({ title, tone, children }: { title: string; tone?: string; children: string[] }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Text fontWeight="semibold" color={tone}>
        {title}
      </Text>
      <List.Root ps="5" fontSize="sm">
        {children.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
