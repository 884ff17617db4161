import '../texts';
import { Alert, Button, Grid, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useNameCrumb } from '../../../shared/layout/crumbName';
import { useSession } from '../../../shared/session/useSession';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { AdminPanelHeader } from '../components/AdminPanelHeader';
import { ClientPayersCard } from '../components/ClientPayersCard';
import { ClientTermsCard } from '../components/ClientTermsCard';
import { CompanyMoveCard } from '../components/CompanyMoveCard';
import { ToggleStatusDialog, type ToggleTarget } from '../components/ToggleStatusDialog';
import { UserInfoCard } from '../components/UserInfoCard';
import { UserOrdersCard } from '../components/UserOrdersCard';

/** /admin/users/{userId}: the user's card (with block/activate), their orders, terms and payers. */
export function AdminUserPage() {
  const { t } = useTranslation(['layout', 'admin']);
  usePageTitle(t('layout:pages.adminUser'));
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const user = trpc.admin.users.byId.useQuery({ id }, { enabled: valid });
  const session = useSession();
  const [toggle, setToggle] = useState<ToggleTarget | null>(null);
  // The crumb names the person ('Иван Петров'), or the login when no name was given.
  const fullName = [user.data?.first_name, user.data?.last_name].filter(Boolean).join(' ');
  useNameCrumb(fullName || user.data?.username);
  const back = (
    <Button asChild variant="outline" size="sm" alignSelf="start">
      <RouterLink to="/admin/users">
        <ArrowLeft size={16} /> {t('admin:users.detail.back')}
      </RouterLink>
    </Button>
  );

  let content;
  if (valid && user.isPending) content = <PageSpinner label={t('layout:common.loading')} />;
  else if (!valid || user.isError || !user.data)
    content = (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{t('admin:users.detail.notFound')}</Alert.Title>
      </Alert.Root>
    );
  else
    content = (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <UserInfoCard user={user.data} currentUserId={session.user?.id ?? 0} onToggle={setToggle} />
        <UserOrdersCard userId={user.data.id} />
        <ClientTermsCard key={`terms-${user.data.id}`} userId={user.data.id} terms={user.data.terms} />
        <ClientPayersCard userId={user.data.id} payers={user.data.payers} />
        <CompanyMoveCard user={user.data} />
      </Grid>
    );
  return (
    <Stack gap="6">
      <AdminPanelHeader />
      {back}
      {content}
      <ToggleStatusDialog target={toggle} onClose={() => setToggle(null)} />
    </Stack>
  );
}
