import '../texts';
import { Alert, Button, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { SavedListCard } from '../components/SavedListCard';
import { SavedListDialog } from '../components/SavedListDialog';
import { ListActionDialogs, type ListAction } from '../components/ListActionDialogs';
import { useSavedLists, type SavedList } from '../hooks/useSavedLists';

/** /saved-lists: the buyer's lists; 'Открыть' shows the items to put back into the cart; rename, delete (asked first). */
export function SavedListsPage() {
  const { t } = useTranslation(['savedLists', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.savedLists'));
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('savedLists:title')}
      </Heading>
      {user && <Lists userId={user.id} />}
    </Stack>
  );
}

function Lists({ userId }: { userId: number }) {
  const { t } = useTranslation(['savedLists', 'layout']);
  const { query, lists, failed } = useSavedLists(userId);
  const [opened, setOpened] = useState<SavedList | null>(null);
  const [action, setAction] = useState<ListAction | null>(null);
  // Only a list the server keeps can be renamed or deleted there.
  const act = (kind: ListAction['kind'], list: SavedList) =>
    typeof list.id === 'number'
      ? () => setAction({ kind, list: { ...list, id: list.id as number } })
      : undefined;

  if (query.isPending) return <Text color="fg.muted">{t('savedLists:loading')}</Text>;
  return (
    <Stack gap="4">
      {failed && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Title>{t('savedLists:loadFailed')}</Alert.Title>
            {lists.length > 0 && <Alert.Description>{t('savedLists:localNotice')}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('savedLists:retry')}
          </Button>
        </Alert.Root>
      )}
      {lists.length > 0 ? (
        <Stack as="ul" gap="3" listStyle="none">
          {lists.map((list) => (
            <SavedListCard
              key={list.id}
              list={list}
              onOpen={() => setOpened(list)}
              onRename={act('rename', list)}
              onDelete={act('delete', list)}
            />
          ))}
        </Stack>
      ) : (
        !failed && <NoLists />
      )}
      {opened && <SavedListDialog list={opened} onClose={() => setOpened(null)} />}
      <ListActionDialogs action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

function NoLists() {
  const { t } = useTranslation(['savedLists', 'layout']);
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ListChecks />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('savedLists:empty')}</EmptyState.Title>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/catalog">{t('savedLists:toCatalog')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
