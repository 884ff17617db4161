// What the list is filtered to when the admin came from the dashboard, and a
// way back to every order.
import { Button, HStack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useListFilters } from '../hooks/useListFilters';
import { OrderStatusBadge } from './OrderStatusBadge';

const dayLabel = (day: string) => day.split('-').reverse().join('.');

export function ListFilters({ filters }: { filters: ReturnType<typeof useListFilters> }) {
  const { t } = useTranslation('admin');
  if (!filters.active) return null;
  const { status, from, to } = filters.values;
  let days = '';
  if (from && to) days = from === to ? dayLabel(from) : `${dayLabel(from)} — ${dayLabel(to)}`;
  else if (from) days = t('dashboard.filters.since', { date: dayLabel(from) });
  else if (to) days = t('dashboard.filters.until', { date: dayLabel(to) });
  return (
    <HStack
      gap="2"
      wrap="wrap"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="lg"
      px="3"
      py="2"
    >
      <Text fontSize="sm" fontWeight="medium">
        {t('dashboard.filters.label')}
      </Text>
      {status && <OrderStatusBadge status={status} />}
      {days && <Text fontSize="sm">{days}</Text>}
      <Button size="xs" variant="ghost" ms="auto" onClick={filters.clear}>
        <X size={14} /> {t('dashboard.filters.clear')}
      </Button>
    </HStack>
  );
}
