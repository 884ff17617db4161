import '../texts';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { AccountNav } from '../components/AccountNav';
import { PayersSection } from '../components/PayersSection';
import { ProfileForm } from '../components/ProfileForm';

/** /account: side navigation and the profile form (the route guard ensures a session). */
export function AccountPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const { user, isAdmin } = useSession();
  usePageTitle(t('layout:pages.account'));
  if (!user) return <Text>{t('auth:account.profile.notSignedIn')}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('auth:account.heading')}
        </Heading>
        <Text color="fg.muted">
          {user.firstName} {user.lastName} · {user.email}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="6" alignItems="start">
        <AccountNav isAdmin={isAdmin} />
        <Stack gap="6">
          <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '5', md: '8' }}>
            <Heading as="h2" size="lg" mb="5">
              {t('auth:account.profile.heading')}
            </Heading>
            <ProfileForm key={user.id} user={user} />
          </Box>
          <PayersSection />
        </Stack>
      </Grid>
    </Stack>
  );
}
