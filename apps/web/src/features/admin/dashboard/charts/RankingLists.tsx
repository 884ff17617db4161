// Top 10 parts by quantity and by revenue, and top 10 buyers: horizontal bars
// scaled to the leader, each name linking to the part or the buyer. Plain
// HTML rather than SVG, so long names truncate and the list reads on a phone.
import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardSummary } from '../model';
import { ChartCard } from './ChartCard';

const count = new Intl.NumberFormat('ru-RU');

interface Row {
  key: number;
  name: string;
  value: number;
  href: string;
}

interface RankingProps {
  id: string;
  title: string;
  rows: Row[];
  format: (value: number) => string;
  color: string;
}

function Ranking({ id, title, rows, format, color }: RankingProps) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ChartCard id={id} title={title}>
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('dashboard.charts.noData')}
        </Text>
      ) : (
        <Stack as="ol" gap="2.5" listStyleType="none">
          {rows.map((row) => (
            <Grid as="li" key={row.key} templateColumns="minmax(0, 1fr) auto" columnGap="3" alignItems="end">
              <Stack gap="1" minW="0">
                <Link asChild fontSize="sm" color="fg" truncate display="block">
                  <RouterLink to={row.href} title={row.name}>
                    {row.name}
                  </RouterLink>
                </Link>
                <Box h="1.5" rounded="full" bg="bg.muted" aria-hidden>
                  <Box h="full" rounded="full" bg={color} w={`${Math.max(2, (row.value / max) * 100)}%`} />
                </Box>
              </Stack>
              <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" lineHeight="1.2">
                {format(row.value)}
              </Text>
            </Grid>
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}

type RankedPart = DashboardSummary['topPartsByRevenue'][number];

export function TopParts({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  const row = (p: RankedPart, value: number): Row => ({
    key: p.partId,
    name: `${p.article} · ${p.name}`,
    value,
    href: `/product/${p.partId}`,
  });
  return (
    <>
      <Ranking
        id="top-quantity-heading"
        title={t('dashboard.charts.topPartsQuantity')}
        rows={summary.topPartsByQuantity.map((p) => row(p, p.quantity))}
        format={(v) => t('dashboard.charts.pieces', { value: count.format(v) })}
        color="blue.500"
      />
      <Ranking
        id="top-revenue-heading"
        title={t('dashboard.charts.topPartsRevenue')}
        rows={summary.topPartsByRevenue.map((p) => row(p, p.revenue))}
        format={formatRoubles}
        color="brand.500"
      />
    </>
  );
}

export function TopBuyers({ buyers }: { buyers: DashboardSummary['topBuyers'] }) {
  const { t } = useTranslation('admin');
  return (
    <Ranking
      id="top-buyers-heading"
      title={t('dashboard.charts.topBuyers')}
      rows={buyers.map((b) => ({
        key: b.userId,
        name: b.company ? `${b.company} · ${b.name}` : b.name,
        value: b.revenue,
        href: `/admin/users/${b.userId}`,
      }))}
      format={formatRoubles}
      color="teal.500"
    />
  );
}
