import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { formatDateTime } from '@shop/i18n/dates';
import { FactList } from '../../components/FactList';
import { InfoCard } from './InfoCard';

/** Number, created, updated, who opened it first, and who changed the status when (oldest first). */
export function StatusCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const label = useStatusLabel();
  return (
    <InfoCard title={t('orders.page.statusCard')}>
      <Stack gap="4">
        <FactList
          facts={[
            [t('orders.page.number'), order.orderNumber],
            [t('orders.page.created'), formatDateTime(order.createdAt)],
            [t('orders.page.updated'), formatDateTime(order.updatedAt)],
            [
              t('orders.page.firstOpened'),
              order.firstOpened
                ? `${formatDateTime(order.firstOpened.at)} · ${order.firstOpened.by ?? t('orders.page.system')}`
                : '—',
            ],
          ]}
        />
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {t('orders.page.history')}
          </Text>
          {order.history.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('orders.page.noHistory')}
            </Text>
          ) : (
            <List.Root as="ol" gap="2" fontSize="sm" ps="4" aria-label={t('orders.page.history')}>
              {order.history.map((entry) => (
                <List.Item key={entry.id}>
                  <Text>
                    {entry.from
                      ? t('orders.page.historyEntry', { from: label(entry.from), to: label(entry.to) })
                      : t('orders.page.createdEntry', { to: label(entry.to) })}
                  </Text>
                  <Text color="fg.muted">
                    {formatDateTime(entry.createdAt)} · {entry.changedBy ?? t('orders.page.system')}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Stack>
    </InfoCard>
  );
}
