import { Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SavedList } from '../hooks/useSavedLists';
import { formatLongDate } from '@shop/i18n/dates';

interface SavedListCardProps {
  list: SavedList;
  onOpen: () => void;
  /** Absent for a list kept only on this device (it has no server id). */
  onRename?: () => void;
  onDelete?: () => void;
}

/** Name, item count ('позиций') and creation date of one list, with 'Открыть', rename and delete. */
export function SavedListCard({ list, onOpen, onRename, onDelete }: SavedListCardProps) {
  const { t } = useTranslation('savedLists');
  return (
    <Flex
      as="li"
      aria-label={list.name}
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      gap="3"
      align="center"
      justify="space-between"
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
          {list.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('itemsCount', { count: list.items.length })} ·{' '}
          {t('created', { date: formatLongDate(list.createdAt) })}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0}>
        {onRename && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('renameOf', { name: list.name })}
            title={t('rename')}
            onClick={onRename}
          >
            <Pencil />
          </IconButton>
        )}
        {onDelete && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('deleteOf', { name: list.name })}
            title={t('delete')}
            onClick={onDelete}
          >
            <Trash2 />
          </IconButton>
        )}
        <Button size="sm" colorPalette="brand" variant="outline" onClick={onOpen}>
          {t('open')}
        </Button>
      </HStack>
    </Flex>
  );
}
