import { Box, Button, Collapsible, Wrap } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/translate';

export interface CategoryFilterProps {
  categories: Array<{ id: string; name: string }>;
  categoryId: string | null;
  newOnly: boolean;
  onCategory: (categoryId: string | null) => void;
  onNewOnly: (newOnly: boolean) => void;
}

/** 'Все запчасти', '🆕 Новые товары' and one button per category; collapsible on mobile. */
export function CategoryFilter(props: CategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box hideBelow="md">
        <Buttons {...props} />
      </Box>
      <Collapsible.Root hideFrom="md">
        <Collapsible.Trigger asChild>
          <Button variant="outline" w="full" justifyContent="space-between" bg="white">
            {t('catalog.filters.mobileToggle')} <ChevronDown aria-hidden />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pt="3">
            <Buttons {...props} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </>
  );
}

function Buttons({ categories, categoryId, newOnly, onCategory, onNewOnly }: CategoryFilterProps) {
  const { t } = useTranslation();
  const option = (key: string, label: string, active: boolean, onClick: () => void) => (
    <Button
      key={key}
      size="sm"
      variant={active ? 'solid' : 'outline'}
      colorPalette={active ? 'brand' : 'gray'}
      bg={active ? undefined : 'white'}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Wrap gap="2" role="group" aria-label={t('catalog.filters.label')}>
      {option('all', t('catalog.filters.all'), !newOnly && categoryId === null, () => onCategory(null))}
      {option('new', t('catalog.filters.newItems'), newOnly, () => onNewOnly(true))}
      {categories.map((c) => option(c.id, c.name, !newOnly && categoryId === c.id, () => onCategory(c.id)))}
    </Wrap>
  );
}
