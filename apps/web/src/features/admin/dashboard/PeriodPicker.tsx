import { Button, Group } from '@chakra-ui/react';
import { dashboardPeriods, type DashboardPeriod } from '@shop/schemas';
import { useTranslation } from 'react-i18next';

/** 7 / 30 / 90 days as a group of toggle buttons (aria-pressed marks the chosen one). */
export function PeriodPicker({
  days,
  onChange,
}: {
  days: DashboardPeriod;
  onChange: (days: DashboardPeriod) => void;
}) {
  const { t } = useTranslation('admin');
  const labels = {
    7: t('dashboard.periods.days7'),
    30: t('dashboard.periods.days30'),
    90: t('dashboard.periods.days90'),
  };
  return (
    <Group attached role="group" aria-label={t('dashboard.periodLabel')}>
      {dashboardPeriods.map((period) => (
        <Button
          key={period}
          size="sm"
          variant={period === days ? 'solid' : 'outline'}
          colorPalette={period === days ? 'brand' : 'gray'}
          bg={period === days ? undefined : 'white'}
          aria-pressed={period === days}
          onClick={() => onChange(period)}
        >
          {labels[period]}
        </Button>
      ))}
    </Group>
  );
}
