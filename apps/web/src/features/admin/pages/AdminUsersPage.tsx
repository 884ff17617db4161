import '../texts';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { AdminPanelHeader, AdminSectionHeading } from '../components/AdminPanelHeader';
import { FailedMails } from '../components/FailedMails';
import { ToggleStatusDialog, type ToggleTarget } from '../components/ToggleStatusDialog';
import { UserCards } from '../components/UserCards';
import { UsersTable } from '../components/UsersTable';
import { UserStateFilter, useShownState } from '../components/UserStateFilter';

/** /admin/users: every account, block/activate with confirmation, and failed mails. */
export function AdminUsersPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminUsers'));
  const { user } = useSession();
  const users = trpc.admin.users.list.useQuery(undefined, { staleTime: 0 });
  const [target, setTarget] = useState<ToggleTarget | null>(null);
  const [shown, setShown] = useShownState();
  const all = users.data;
  const counts = useMemo(() => {
    const byState = { all: all?.length ?? 0, active: 0, waiting: 0, blocked: 0 };
    for (const u of all ?? []) byState[u.state] += 1;
    return byState;
  }, [all]);
  const visible = useMemo(
    () => (shown === 'all' ? all : all?.filter((u) => u.state === shown)) ?? [],
    [all, shown],
  );

  let content;
  if (users.isPending) content = <PageSpinner label={t('layout:common.loading')} />;
  else if (users.isError)
    content = (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('admin:users.list.loadFailedTitle')}</Alert.Title>
          <Alert.Description>{t('admin:users.list.loadFailed')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else {
    const view = { users: visible, currentUserId: user?.id ?? 0, onToggle: setTarget };
    content = (
      <>
        <UserStateFilter counts={counts} shown={shown} onChange={setShown} />
        {visible.length === 0 ? (
          <Text color="fg.muted">{t('admin:users.list.empty')}</Text>
        ) : (
          <>
            <UsersTable {...view} />
            <UserCards {...view} />
          </>
        )}
      </>
    );
  }

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:users.list.heading')}>
        <Button variant="outline" size="sm" loading={users.isFetching} onClick={() => void users.refetch()}>
          <RefreshCw size={16} /> {t('admin:users.list.refresh')}
        </Button>
      </AdminSectionHeading>
      {content}
      <FailedMails />
      <ToggleStatusDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
