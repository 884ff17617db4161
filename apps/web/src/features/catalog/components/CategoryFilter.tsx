import { Box, Button, Flex } from '@chakra-ui/react';
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
      <Box hideBelow="md">
        <Buttons {...props} />
      </Box>
      <Box hideFrom="md">
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
        <Box id={panelId} pt="3" hidden={!open}>
          <Buttons {...props} />
        </Box>
      </Box>
    </>
  );
}

function Buttons({ categories, categoryId, newOnly, onCategory, onNewOnly }: CategoryFilterProps) {
  const { t } = useTranslation('catalog');
  const option = (key: string, label: ReactNode, active: boolean, onClick: () => void) => (
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
    // One line on a desktop, scrolled sideways when the categories are many
    // (issue 29.7: three lines of buttons pushed the parts off the first screen).
    <Flex
      gap="2"
      role="group"
      aria-label={t('filters.label')}
      wrap={{ base: 'wrap', md: 'nowrap' }}
      overflowX={{ md: 'auto' }}
      pb={{ md: '1' }}
      css={{ '& > button': { flexShrink: 0 } }}
    >
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
    </Flex>
  );
}
