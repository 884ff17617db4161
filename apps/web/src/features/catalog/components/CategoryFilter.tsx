import { Button } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ChevronDown, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CategoryFilterProps {
  categories: Array<{ id: string; name: string }>;
  categoryId: string | null;
  newOnly: boolean;
  onCategory: (categoryId: string | null) => void;
  onNewOnly: (newOnly: boolean) => void;
}

/** 'Все запчасти', 'Новые товары' (with an icon, not the spec's 🆕: many systems lack an emoji font) and one button per category; collapsible on mobile. */
export function CategoryFilter(props: CategoryFilterProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className="category-filter--wide">
        <Buttons {...props} />
      </div>
      <div className="category-filter--phone">
        <Button
          variant="outline"
          w="full"
          justifyContent="space-between"
          bg="white"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('filters.mobileToggle')}{' '}
          <ChevronDown
            aria-hidden
            style={{ rotate: open ? '180deg' : undefined, transition: 'rotate 0.2s' }}
          />
        </Button>
        <div className="category-filter__panel" id={panelId} hidden={!open}>
          <Buttons {...props} />
        </div>
      </div>
    </>
  );
}

/** Plain buttons (theme catalogCss.ts): the first screen draws each category twice. */
function Buttons({ categories, categoryId, newOnly, onCategory, onNewOnly }: CategoryFilterProps) {
  const { t } = useTranslation('catalog');
  const option = (key: string, label: ReactNode, active: boolean, onClick: () => void) => (
    <button
      key={key}
      type="button"
      className="catalog-button"
      data-variant={active ? undefined : 'outline'}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="catalog-chips" role="group" aria-label={t('filters.label')}>
      {option('all', t('filters.all'), !newOnly && categoryId === null, () => onCategory(null))}
      {option(
        'new',
        <>
          <Sparkles aria-hidden /> {t('filters.newItems')}
        </>,
        newOnly,
        () => onNewOnly(true),
      )}
      {categories.map((c) => option(c.id, c.name, !newOnly && categoryId === c.id, () => onCategory(c.id)))}
    </div>
  );
}
