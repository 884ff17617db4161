import '../texts';
import { Alert, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BarChart3, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminPanelHeader } from '../components/AdminPanelHeader';
import { AttentionPanel } from './AttentionPanel';
import { ChartsSkeleton } from './ChartsSkeleton';
import { FigureCards, FigureCardsSkeleton } from './FigureCards';
import { dayLabel, isEmptyShop } from './model';
import { PeriodPicker } from './PeriodPicker';
import { useDashboard } from './useDashboard';

const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));

function EmptyShop() {
  const { t } = useTranslation('admin');
  return (
    <Stack align="center" textAlign="center" gap="3" bg="white" borderWidth="1px" rounded="xl" py="12" px="6">
      <Box color="brand.600" aria-hidden>
        <BarChart3 size={40} />
      </Box>
      <Heading as="h2" size="md">
        {t('dashboard.empty.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('dashboard.empty.text')}
      </Text>
    </Stack>
  );
}

/** /admin: 'Сводка', the admin's first screen (issue 20). */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'));
  const { days, setDays, summary } = useDashboard();
  const data = summary.data;

  let body;
  if (summary.isError)
    body = (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('dashboard.loadFailed')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </Alert.Root>
    );
  else if (!data)
    body = (
      <Stack gap="6" aria-busy="true">
        <FigureCardsSkeleton />
        <ChartsSkeleton />
      </Stack>
    );
  else
    body = (
      <Stack gap="6" opacity={summary.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
        <FigureCards summary={data} />
        {isEmptyShop(data) ? (
          <EmptyShop />
        ) : (
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts summary={data} />
          </Suspense>
        )}
      </Stack>
    );

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      {/* What needs the admin's hand comes first, the period's figures after (issue 29.11). */}
      {data && <AttentionPanel attention={data.attention} />}
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="xl">
            {t('dashboard.title')}
          </Heading>
          {data && (
            <Text fontSize="sm" color="fg.muted">
              {t('dashboard.periodRange', { from: dayLabel(data.period.from), to: dayLabel(data.period.to) })}
            </Text>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <PeriodPicker days={days} onChange={setDays} />
          <Button
            size="sm"
            variant="outline"
            bg="white"
            loading={summary.isFetching}
            aria-label={t('dashboard.refresh')}
            onClick={() => void summary.refetch()}
          >
            <RefreshCw size={16} />
          </Button>
        </HStack>
      </Flex>
      {body}
    </Stack>
  );
}
