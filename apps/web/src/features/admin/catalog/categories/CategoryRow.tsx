import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory, ArrowDirection } from './categoryModel';

export interface CategoryRowProps {
  category: AdminCategory;
  /** Its place in the list (the buyer's order), from 0. */
  index: number;
  count: number;
  busy: boolean;
  /** Keeps each arrow button so that the focus can follow a moved row. */
  arrowRef: (direction: ArrowDirection, element: HTMLButtonElement | null) => void;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onAsk: (kind: 'archive' | 'delete') => void;
  onRestore: () => void;
}

/** One category: its place, name, code and state, and every action as a button reachable by Tab. */
export function CategoryRow({
  category,
  index,
  count,
  busy,
  arrowRef,
  onMove,
  onRename,
  onAsk,
  onRestore,
}: CategoryRowProps) {
  const { t } = useTranslation('admin');
  const { name } = category;
  return (
    <Flex
      as="li"
      gap="3"
      wrap="wrap"
      align="center"
      justify="space-between"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg={category.archived ? 'bg.muted' : 'white'}
    >
      <HStack gap="3" minW="0" flex="1 1 16rem">
        <Text color="fg.muted" fontSize="sm" w="6" textAlign="end" aria-hidden>
          {index + 1}
        </Text>
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" wordBreak="break-word">
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" fontFamily="mono">
            {category.id}
          </Text>
        </Stack>
        <Badge colorPalette={category.archived ? 'gray' : 'green'} variant="subtle" flexShrink={0}>
          {category.archived ? t('catalog.categories.archived') : t('catalog.categories.active')}
        </Badge>
      </HStack>
      <HStack gap="1.5" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          aria-label={t('catalog.categories.moveUp', { name })}
          title={t('catalog.categories.up')}
          disabled={index === 0}
          ref={(el) => arrowRef('up', el)}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={t('catalog.categories.moveDown', { name })}
          title={t('catalog.categories.down')}
          disabled={index === count - 1}
          ref={(el) => arrowRef('down', el)}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <RowAction label={t('catalog.categories.renameOf', { name })} onClick={onRename}>
          {t('catalog.categories.rename')}
        </RowAction>
        {category.archived ? (
          <RowAction
            label={t('catalog.categories.restoreOf', { name })}
            colorPalette="brand"
            disabled={busy}
            onClick={onRestore}
          >
            {t('catalog.categories.restore')}
          </RowAction>
        ) : (
          <RowAction label={t('catalog.categories.archiveOf', { name })} onClick={() => onAsk('archive')}>
            {t('catalog.categories.archive')}
          </RowAction>
        )}
        <RowAction
          label={t('catalog.categories.deleteOf', { name })}
          colorPalette="red"
          onClick={() => onAsk('delete')}
        >
          {t('catalog.categories.delete')}
        </RowAction>
      </HStack>
    </Flex>
  );
}

interface RowActionProps {
  /** The accessible name, which says which category the button acts on. */
  label: string;
  colorPalette?: 'brand' | 'red';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A row's small outlined text button. */
function RowAction({ label, colorPalette, disabled, onClick, children }: RowActionProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={colorPalette}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
