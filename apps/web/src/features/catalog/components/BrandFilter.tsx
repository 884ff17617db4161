import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { OVERVIEW_STALE_MS } from '../model/catalogUrl';

export interface BrandFilterProps {
  /** The chosen brand, or null for every brand. */
  brand: string | null;
  onBrand: (brand: string | null) => void;
}

/**
 * 'Все бренды' or one brand of the catalogue (the server's list, with its
 * part counts). A native select: keyboard and screen readers know it, and it
 * needs none of the lazily loaded recipes (the first screen's set stays small).
 */
export function BrandFilter({ brand, onBrand }: BrandFilterProps) {
  const { t } = useTranslation('catalog');
  const brands = trpc.catalog.brands.useQuery(undefined, { staleTime: OVERVIEW_STALE_MS });
  const list = brands.data ?? [];
  // A brand from an old link that the list no longer has still shows as chosen.
  const known = brand === null || list.some((b) => b.name === brand);
  return (
    <chakra.select
      aria-label={t('filters.brand')}
      title={t('filters.brand')}
      value={brand ?? ''}
      onChange={(event) => onBrand(event.currentTarget.value || null)}
      h="11"
      w={{ base: 'full', md: '64' }}
      flexShrink={0}
      px="3"
      bg="white"
      color="fg"
      fontSize="md"
      borderWidth="1px"
      borderColor={brand ? 'brand.500' : 'border'}
      rounded="l2"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
    >
      <option value="">{t('filters.allBrands')}</option>
      {!known && <option value={brand}>{brand}</option>}
      {list.map((b) => (
        <option key={b.name} value={b.name}>
          {t('filters.brandOption', { name: b.name, count: b.count })}
        </option>
      ))}
    </chakra.select>
  );
}
