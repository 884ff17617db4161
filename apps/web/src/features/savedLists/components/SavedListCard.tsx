import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SavedList } from '../hooks/useSavedLists';
import { formatLongDate } from '@shop/i18n/dates';

/** Name, item count ('позиций') and creation date of one list, with 'Открыть'. */
export function SavedListCard({ list, onOpen }: { list: SavedList; onOpen: () => void }) {
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
        <Text fontWeight="bold" lineClamp={1}>
          {list.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('itemsCount', { count: list.items.length })} ·{' '}
          {t('created', { date: formatLongDate(list.createdAt) })}
        </Text>
      </Stack>
      <Button size="sm" colorPalette="brand" variant="outline" onClick={onOpen}>
        {t('open')}
      </Button>
    </Flex>
  );
}
