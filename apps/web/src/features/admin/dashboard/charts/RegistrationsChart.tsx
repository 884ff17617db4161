// New buyer accounts per week over twelve weeks.
import { Chart, useChart } from '@chakra-ui/charts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel, shortDayLabel, type DashboardSummary } from '../model';
import { ChartCard } from './ChartCard';

export function RegistrationsChart({ weeks }: { weeks: DashboardSummary['weeklyRegistrations'] }) {
  const { t } = useTranslation('admin');
  const chart = useChart({
    data: weeks,
    series: [{ name: 'count', color: 'teal.600', label: t('dashboard.charts.registrations_series') }],
  });
  return (
    <ChartCard
      id="registrations-heading"
      title={t('dashboard.charts.registrations')}
      hint={t('dashboard.charts.registrationsHint')}
    >
      <Chart.Root chart={chart} h="200px" aspectRatio="auto">
        <BarChart responsive style={{ width: '100%', height: '100%' }} data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('weekStart')}
            tickFormatter={shortDayLabel}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={28} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            labelFormatter={(label) => t('dashboard.charts.weekOf', { date: dayLabel(String(label)) })}
            content={<Chart.Tooltip />}
          />
          <Bar
            dataKey={chart.key('count')}
            fill={chart.color('teal.600')}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}
