// Revenue (bars) and orders (line) per day of the period; weekend days in a
// lighter shade. A day's bar is a link to the orders list of that day (DayBar).
import { Chart, useChart } from '@chakra-ui/charts';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { compactRoubles, dayLabel, shortDayLabel, type DashboardSummary } from '../model';
import { ChartCard } from './ChartCard';
import { DayBar } from './DayBar';

export function DailyChart({ daily }: { daily: DashboardSummary['daily'] }) {
  const { t } = useTranslation('admin');
  const chart = useChart({
    data: daily,
    series: [
      { name: 'revenue', color: 'brand.500', label: t('dashboard.charts.revenue'), yAxisId: 'money' },
      { name: 'orders', color: 'blue.600', label: t('dashboard.charts.orders'), yAxisId: 'count' },
    ],
  });
  return (
    <ChartCard id="daily-heading" title={t('dashboard.charts.daily')} hint={t('dashboard.charts.dailyHint')}>
      <Chart.Root chart={chart} h={{ base: '220px', md: '360px' }} aspectRatio="auto">
        <ComposedChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={chart.data}
          margin={{ left: 0, right: 0 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('date')}
            tickFormatter={shortDayLabel}
            tickLine={false}
            axisLine={false}
            minTickGap={16}
          />
          <YAxis
            yAxisId="money"
            tickFormatter={compactRoubles}
            tickLine={false}
            axisLine={false}
            width={60}
          />
          <YAxis
            yAxisId="count"
            orientation="right"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            width={28}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={
              <Chart.Tooltip
                formatter={(value, name) => [
                  name === 'revenue' ? formatRoubles(Number(value)) : String(value),
                  name === 'revenue' ? t('dashboard.charts.revenue') : t('dashboard.charts.orders'),
                ]}
              />
            }
            labelFormatter={(label) => dayLabel(String(label))}
          />
          <Bar
            yAxisId="money"
            dataKey={chart.key('revenue')}
            radius={[3, 3, 0, 0]}
            cursor="pointer"
            minPointSize={(value) => (value ? 3 : 0)}
            isAnimationActive={false}
            background={{ fill: 'transparent' }}
            shape={DayBar}
          >
            {chart.data.map((day) => (
              <Cell key={day.date} fill={chart.color(day.weekend ? 'brand.200' : 'brand.500')} />
            ))}
          </Bar>
          <Line
            yAxisId="count"
            dataKey={chart.key('orders')}
            stroke={chart.color('blue.600')}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </Chart.Root>
    </ChartCard>
  );
}
