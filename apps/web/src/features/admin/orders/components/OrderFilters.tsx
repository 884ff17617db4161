// The orders list's filters (issue 29.11): status, period ('Сегодня', '7 дней'
// or any range of days) and the orders nobody has opened yet. They live in the
// address (useListFilters); the server applies them.
import { Button, Flex, Group, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { orderStatuses } from '@shop/schemas';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../hooks/useListFilters';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { presetDays, presetOf, shopToday, type DayPreset } from '../model/dayRange';

const PRESETS: readonly DayPreset[] = ['all', 'today', 'week', 'range'];

function Toggle({ on, onClick, children }: { on: boolean; onClick: () => void; children: string }) {
  return (
    <Button
      size="sm"
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'brand' : 'gray'}
      bg={on ? undefined : 'white'}
      aria-pressed={on}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function StatusFilter({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }} bg="white">
      <NativeSelect.Field
        aria-label={t('orders.filters.status')}
        value={filters.values.status ?? ''}
        onChange={(event) => filters.setStatus(event.currentTarget.value)}
      >
        <option value="">{t('orders.filters.allStatuses')}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (v?: string) => void;
}) {
  return (
    <Input
      type="date"
      size="sm"
      bg="white"
      width="9.5rem"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}

/**
 * 'с' and 'по'. Both days are sent on every change from what was typed last
 * (a ref), not from the address: two quick edits in a row would otherwise
 * send the second with the first one's stale partner.
 */
function DayRange({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('admin');
  const { from, to } = filters.values;
  // Mounted by 'Период' before the address has its days: start from the same default (today).
  const today = shopToday();
  const typed = useRef(from || to ? { from, to } : { from: today, to: today });
  const change = (patch: { from?: string; to?: string }) => {
    typed.current = { ...typed.current, ...patch };
    filters.setDays(typed.current.from, typed.current.to);
  };
  return (
    <HStack gap="1">
      <DayInput label={t('orders.filters.from')} value={from} onChange={(v) => change({ from: v })} />
      <Text aria-hidden>—</Text>
      <DayInput label={t('orders.filters.to')} value={to} onChange={(v) => change({ to: v })} />
    </HStack>
  );
}

export function OrderFilters({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('admin');
  const today = shopToday();
  const { from, to, unopened } = filters.values;
  const derived = presetOf(from, to, today);
  // 'Период' stays chosen while the admin types a range that happens to be today.
  const [custom, setCustom] = useState(derived === 'range');
  const preset: DayPreset = custom ? 'range' : derived;
  const choose = (next: DayPreset) => {
    setCustom(next === 'range');
    if (next === 'all') filters.setDays();
    else if (next === 'range') filters.setDays(from ?? today, to ?? today);
    else {
      const days = presetDays(next, today);
      filters.setDays(days.from, days.to);
    }
  };
  return (
    <Flex role="group" aria-label={t('orders.filters.label')} gap="2" wrap="wrap" align="center">
      <StatusFilter filters={filters} />
      <Group attached role="group" aria-label={t('orders.filters.period')}>
        {PRESETS.map((choice) => (
          <Toggle key={choice} on={preset === choice} onClick={() => choose(choice)}>
            {t(`orders.filters.presets.${choice}`)}
          </Toggle>
        ))}
      </Group>
      {preset === 'range' && <DayRange filters={filters} />}
      <Toggle on={unopened} onClick={() => filters.setUnopened(!unopened)}>
        {t('orders.filters.unopened')}
      </Toggle>
      {filters.active && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setCustom(false);
            filters.clear();
          }}
        >
          <X size={14} /> {t('orders.filters.clear')}
        </Button>
      )}
      {filters.reversed && (
        <Text role="alert" color="red.700" fontSize="sm" flexBasis="full">
          {t('orders.errors.reversedDays')}
        </Text>
      )}
    </Flex>
  );
}
