// The period's orders by status: a donut in the orders list's badge colours,
// and beside it every status as a link to the list filtered to it.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { STATUS_PALETTE } from '../../orders/model/orderStatus';
import { ordersListHref, type DashboardSummary } from '../model';
import { ChartCard } from './ChartCard';

interface Props {
  statuses: DashboardSummary['statuses'];
  period: DashboardSummary['period'];
}

export function StatusChart({ statuses, period }: Props) {
  const { t } = useTranslation(['admin', 'orders']);
  const navigate = useNavigate();
  const href = (status: string) => ordersListHref({ status, from: period.from, to: period.to });
  const rows = statuses.map((s) => ({
    ...s,
    label: t(`orders:statuses.${s.status}`),
    color: `${STATUS_PALETTE[s.status]}.${s.status === 'completed' ? '700' : '500'}`,
  }));
  const present = rows.filter((s) => s.orders > 0);
  const chart = useChart({ data: present });
  return (
    <ChartCard id="statuses-heading" title={t('admin:dashboard.charts.statuses')}>
      <Flex
        gap="5"
        direction={{ base: 'column', sm: 'row', xl: 'column' }}
        align={{ base: 'stretch', sm: 'center', xl: 'stretch' }}
      >
        <Chart.Root chart={chart} w="180px" h="180px" alignSelf="center" aspectRatio="auto" flexShrink={0}>
          <PieChart responsive style={{ width: '100%', height: '100%' }}>
            <Tooltip
              cursor={false}
              animationDuration={100}
              content={<Chart.Tooltip hideLabel nameKey="label" />}
            />
            <Pie
              data={chart.data}
              dataKey={chart.key('orders')}
              nameKey="label"
              innerRadius="58%"
              outerRadius="100%"
              paddingAngle={present.length > 1 ? 2 : 0}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(_, index) => {
                const slice = present[index];
                if (slice) void navigate(href(slice.status));
              }}
            >
              {chart.data.map((s) => (
                <Cell key={s.status} fill={chart.color(s.color)} stroke="white" />
              ))}
            </Pie>
          </PieChart>
        </Chart.Root>
        <Stack as="ul" gap="1" listStyleType="none" flex="1" minW="0" w="full" fontSize="sm">
          {rows.map((s) => (
            <HStack as="li" key={s.status} gap="2" justify="space-between">
              <HStack gap="2" minW="0">
                <Box w="2.5" h="2.5" rounded="full" bg={s.color} flexShrink={0} aria-hidden />
                {s.orders > 0 ? (
                  <Link
                    asChild
                    color="fg"
                    fontWeight="medium"
                    textDecoration="underline"
                    textDecorationColor="border"
                  >
                    <RouterLink to={href(s.status)}>{s.label}</RouterLink>
                  </Link>
                ) : (
                  <Text color="fg.muted">{s.label}</Text>
                )}
              </HStack>
              <Text color={s.orders > 0 ? 'fg' : 'fg.muted'} flexShrink={0}>
                {t('admin:dashboard.charts.statusOrders', { count: s.orders })}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Flex>
    </ChartCard>
  );
}
