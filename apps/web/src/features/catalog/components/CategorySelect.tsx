import { useTranslation } from 'react-i18next';
import { NativeFilterSelect } from './NativeFilterSelect';

export interface CategorySelectProps {
  categories: Array<{ id: string; name: string }>;
  categoryId: string | null;
  onCategory: (categoryId: string | null) => void;
}

/**
 * The table view's categories (issue 29.7): one select on the filters' line
 * instead of a block of buttons, so the first screen is rows of parts.
 */
export function CategorySelect({ categories, categoryId, onCategory }: CategorySelectProps) {
  const { t } = useTranslation('catalog');
  return (
    <NativeFilterSelect
      active={categoryId !== null}
      aria-label={t('filters.category')}
      title={t('filters.category')}
      value={categoryId ?? ''}
      onValue={(value) => onCategory(value || null)}
      width="category"
    >
      <option value="">{t('filters.all')}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </NativeFilterSelect>
  );
}
