import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { OVERVIEW_STALE_MS } from '../model/catalogUrl';
import { NativeFilterSelect } from './NativeFilterSelect';

export interface BrandFilterProps {
  /** The chosen brand, or null for every brand. */
  brand: string | null;
  onBrand: (brand: string | null) => void;
}

/** 'Все бренды' or one brand of the catalogue (the server's list, with its part counts). */
export function BrandFilter({ brand, onBrand }: BrandFilterProps) {
  const { t } = useTranslation('catalog');
  const brands = trpc.catalog.brands.useQuery(undefined, { staleTime: OVERVIEW_STALE_MS });
  const list = brands.data ?? [];
  // A brand from an old link that the list no longer has still shows as chosen.
  const known = brand === null || list.some((b) => b.name === brand);
  return (
    <NativeFilterSelect
      active={brand !== null}
      aria-label={t('filters.brand')}
      title={t('filters.brand')}
      value={brand ?? ''}
      onValue={(value) => onBrand(value || null)}
      width="brand"
    >
      <option value="">{t('filters.allBrands')}</option>
      {!known && <option value={brand}>{brand}</option>}
      {list.map((b) => (
        <option key={b.name} value={b.name}>
          {t('filters.brandOption', { name: b.name, count: b.count })}
        </option>
      ))}
    </NativeFilterSelect>
  );
}
