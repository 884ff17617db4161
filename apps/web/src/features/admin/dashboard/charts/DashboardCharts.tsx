// Every chart of the dashboard: this module and recharts form their own chunk,
// loaded only when the admin opens 'Сводка' (the figures show before it).
import '../../texts';
import '../../../../shared/theme/extraRecipes';
import { Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import type { DashboardSummary } from '../model';
import { DailyChart } from './DailyChart';
import { TopBuyers, TopParts } from './RankingLists';
import { RegistrationsChart } from './RegistrationsChart';
import { StatusChart } from './StatusChart';

export default function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4">
        <DailyChart daily={summary.daily} />
        <StatusChart statuses={summary.statuses} period={summary.period} />
      </Grid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TopParts summary={summary} />
        <TopBuyers buyers={summary.topBuyers} />
        <RegistrationsChart weeks={summary.weeklyRegistrations} />
      </SimpleGrid>
    </Stack>
  );
}
