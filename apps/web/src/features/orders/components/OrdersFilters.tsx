import { Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { ORDER_STATUSES_IN_ORDER } from '../../../shared/orders/orderStatus';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '../../../shared/orders/useStatusLabel';
import type { OrderFilters } from '../model/orderFilters';

interface OrdersFiltersProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** One line: the search by number or article, and the status (issue 29.10). */
export function OrdersFilters({ filters, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  return (
    <Flex gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }} role="search">
      <InputGroup flex="1" minW="0" startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          bg="white"
          aria-label={t('history.search')}
          placeholder={t('history.searchPlaceholder')}
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </InputGroup>
      <NativeSelect.Root w={{ base: 'full', sm: '56' }} flexShrink={0}>
        <NativeSelect.Field
          bg="white"
          aria-label={t('history.statusFilter')}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: ORDER_STATUSES_IN_ORDER.find((status) => status === event.target.value) ?? null,
            })
          }
        >
          <option value="">{t('history.allStatuses')}</option>
          {ORDER_STATUSES_IN_ORDER.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
