import { Checkbox, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';

export interface Filters {
  query: string;
  categoryId: string;
  brand: string;
  stock: '' | 'in' | 'out' | 'low';
  archived: 'hide' | 'include' | 'only';
  newOnly: boolean;
  noPhoto: boolean;
  sort: 'catalog' | 'home';
}

export const NO_FILTERS: Filters = {
  query: '',
  categoryId: '',
  brand: '',
  stock: '',
  archived: 'hide',
  newOnly: false,
  noPhoto: false,
  sort: 'catalog',
};

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

/** Search (name, article, brand, cross numbers) and the admin's filters. */
export function CatalogFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('admin');
  const categories = trpc.admin.catalog.categories.useQuery(undefined, { staleTime: 60_000 });
  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: Array<[string, string]>,
  ) => (
    <Field.Root w={{ base: 'full', sm: '48' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => set(e.currentTarget.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Field.Root w={{ base: 'full', md: '80' }}>
        <Field.Label fontSize="sm">{t('catalog.searchLabel')}</Field.Label>
        <Input
          size="sm"
          type="search"
          value={filters.query}
          onChange={(e) => onChange({ query: e.currentTarget.value })}
        />
      </Field.Root>
      {select(t('catalog.filters.category'), filters.categoryId, (v) => onChange({ categoryId: v }), [
        ['', t('catalog.filters.allCategories')],
        ...(categories.data ?? []).map((c): [string, string] => [c.id, c.name]),
      ])}
      <Field.Root w={{ base: 'full', sm: '40' }}>
        <Field.Label fontSize="sm">{t('catalog.filters.brand')}</Field.Label>
        <Input size="sm" value={filters.brand} onChange={(e) => onChange({ brand: e.currentTarget.value })} />
      </Field.Root>
      {select(t('catalog.filters.stock'), filters.stock, (v) => onChange({ stock: v as Filters['stock'] }), [
        ['', t('catalog.filters.stockAll')],
        ['in', t('catalog.filters.stockIn')],
        ['out', t('catalog.filters.stockOut')],
        ['low', t('catalog.filters.stockLow')],
      ])}
      {select(
        t('catalog.filters.archived'),
        filters.archived,
        (v) => onChange({ archived: v as Filters['archived'] }),
        [
          ['hide', t('catalog.filters.archivedHide')],
          ['include', t('catalog.filters.archivedInclude')],
          ['only', t('catalog.filters.archivedOnly')],
        ],
      )}
      {select(t('catalog.filters.sort'), filters.sort, (v) => onChange({ sort: v as Filters['sort'] }), [
        ['catalog', t('catalog.filters.sortCatalog')],
        ['home', t('catalog.filters.sortHome')],
      ])}
      <Checkbox.Root
        size="sm"
        checked={filters.newOnly}
        onCheckedChange={(e) => onChange({ newOnly: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('catalog.filters.newOnly')}</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        size="sm"
        checked={filters.noPhoto}
        onCheckedChange={(e) => onChange({ noPhoto: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('catalog.filters.noPhoto')}</Checkbox.Label>
      </Checkbox.Root>
    </Flex>
  );
}
