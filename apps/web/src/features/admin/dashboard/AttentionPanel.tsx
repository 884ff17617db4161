// 'Требует внимания': accounts to activate, selling parts running out, failed
// mails and orders nobody has taken up for a day, each linking to its screen.
import { Badge, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shop/i18n/dates';
import { formatRoubles } from '@shop/i18n/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPanel, PanelRow } from './DashboardPanel';
import type { DashboardSummary } from './model';
import { WaitingAccounts } from './WaitingAccounts';

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <DashboardPanel id={id}>
      <HStack justify="space-between" mb="3" gap="2">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        {count !== undefined && count > 0 && (
          <Badge colorPalette="orange" variant="solid" rounded="full">
            {count}
          </Badge>
        )}
      </HStack>
      {children}
    </DashboardPanel>
  );
}

/** Two small figures, right-aligned. */
function Figures({ children }: { children: ReactNode }) {
  return (
    <Stack gap="0" textAlign="end" flexShrink={0} fontSize="xs">
      {children}
    </Stack>
  );
}

function LowStock({ lowStock }: { lowStock: DashboardSummary['attention']['lowStock'] }) {
  const { t } = useTranslation('admin');
  if (lowStock.parts.length === 0)
    return <Text color="fg.muted">{t('dashboard.attention.lowStockEmpty')}</Text>;
  return (
    <Stack as="ul" gap="2.5" listStyleType="none">
      {lowStock.parts.map((part) => (
        <PanelRow
          key={part.id}
          to={`/product/${part.id}`}
          title={part.article}
          lines={[part.name]}
          aside={
            <Figures>
              <Text color={part.availability === 0 ? 'red.700' : 'orange.700'} fontWeight="semibold">
                {t('dashboard.attention.stock', { count: part.availability })}
              </Text>
              <Text color="fg.muted">{t('dashboard.attention.sold', { count: part.sold })}</Text>
            </Figures>
          }
        />
      ))}
    </Stack>
  );
}

function StaleOrders({ stale }: { stale: DashboardSummary['attention']['staleOrders'] }) {
  const { t } = useTranslation('admin');
  if (stale.total === 0) return <Text color="fg.muted">{t('dashboard.attention.staleOrdersEmpty')}</Text>;
  return (
    <Stack as="ul" gap="2.5" listStyleType="none">
      {stale.orders.map((order) => (
        <PanelRow
          key={order.id}
          to={`/admin/orders/${order.id}`}
          title={order.orderNumber}
          lines={[order.company || order.customerName]}
          aside={
            <Figures>
              <Text fontWeight="semibold">{formatRoubles(order.totalKopecks)}</Text>
              <Text color="fg.muted">{formatDate(order.createdAt)}</Text>
            </Figures>
          }
        />
      ))}
      {stale.total > stale.orders.length && (
        <Text as="li" fontSize="sm" color="fg.muted">
          {t('dashboard.attention.more', { count: stale.total - stale.orders.length })}
        </Text>
      )}
    </Stack>
  );
}

export function AttentionPanel({ attention }: { attention: DashboardSummary['attention'] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="section" aria-labelledby="attention-heading" gap="4">
      <Heading as="h2" size="lg" id="attention-heading">
        {t('dashboard.attention.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section
          id="waiting-heading"
          title={t('dashboard.attention.waitingAccounts')}
          count={attention.waitingAccounts.total}
        >
          <WaitingAccounts waiting={attention.waitingAccounts} />
        </Section>
        <Section
          id="stale-heading"
          title={t('dashboard.attention.staleOrders')}
          count={attention.staleOrders.total}
        >
          <StaleOrders stale={attention.staleOrders} />
        </Section>
        <Section
          id="low-stock-heading"
          title={t('dashboard.attention.lowStock')}
          count={attention.lowStock.parts.length}
        >
          <Text fontSize="xs" color="fg.muted" mb="3">
            {t('dashboard.attention.lowStockHint', { threshold: attention.lowStock.threshold })}
          </Text>
          <LowStock lowStock={attention.lowStock} />
        </Section>
        <Section
          id="failed-mails-dash-heading"
          title={t('dashboard.attention.failedMails')}
          count={attention.failedMails}
        >
          <Stack gap="2" fontSize="sm">
            <Text color={attention.failedMails > 0 ? 'red.700' : 'fg.muted'}>
              {attention.failedMails > 0
                ? t('dashboard.attention.failedMailsCount', { count: attention.failedMails })
                : t('dashboard.attention.failedMailsNone')}
            </Text>
            {attention.failedMails > 0 && (
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/admin/users#failed-mails-heading">
                  {t('dashboard.attention.failedMailsLink')}
                </RouterLink>
              </Link>
            )}
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
