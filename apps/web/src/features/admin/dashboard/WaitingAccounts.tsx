// Accounts awaiting activation, each activated in place (the same procedure
// and mail as /admin/users); the list refreshes and the account leaves it.
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shop/i18n/dates';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';
import { PanelRow } from './DashboardPanel';
import type { DashboardSummary } from './model';

type Waiting = DashboardSummary['attention']['waitingAccounts'];

export function WaitingAccounts({ waiting }: { waiting: Waiting }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const activate = trpc.admin.users.setStatus.useMutation({
    onSuccess: async () => {
      toaster.create({
        type: 'success',
        duration: ADMIN_TOAST_DURATION_MS,
        title: t('dashboard.attention.activated'),
      });
      await Promise.all([utils.admin.dashboard.summary.invalidate(), utils.admin.users.list.invalidate()]);
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        duration: ADMIN_TOAST_DURATION_MS,
        title: error.message || t('dashboard.attention.activateFailed'),
      }),
  });
  if (waiting.total === 0) return <Text color="fg.muted">{t('dashboard.attention.waitingEmpty')}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {waiting.users.map((user) => (
        <PanelRow
          key={user.id}
          to={`/admin/users/${user.id}`}
          title={user.name}
          lines={[
            [user.company, user.email].filter(Boolean).join(' · '),
            t('dashboard.attention.registered', { date: formatDate(user.createdAt) }),
          ]}
          align="center"
          fontSize="inherit"
          aside={
            <Button
              size="xs"
              colorPalette="brand"
              flexShrink={0}
              aria-label={`${t('dashboard.attention.activate')}: ${user.name}`}
              loading={activate.isPending && activate.variables?.id === user.id}
              onClick={() => activate.mutate({ id: user.id, status: 'active' })}
            >
              {t('dashboard.attention.activate')}
            </Button>
          }
        />
      ))}
      {waiting.total > waiting.users.length && (
        <Text as="li" fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/admin/users?state=waiting">
              {t('dashboard.attention.more', { count: waiting.total - waiting.users.length })}
            </RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
