import '../texts';
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { AccountFrame } from '../components/AccountFrame';
import { PayersSection } from '../components/PayersSection';
import { ProfileForm } from '../components/ProfileForm';

/** /account: side navigation and the profile form (the route guard ensures a session). */
export function AccountPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.account'));
  return (
    <AccountFrame title={t('auth:account.heading')}>
      {user && (
        <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '5', md: '8' }}>
          <Heading as="h2" size="lg" mb="5">
            {t('auth:account.profile.heading')}
          </Heading>
          <ProfileForm key={user.id} user={user} />
        </Box>
      )}
      <PayersSection />
    </AccountFrame>
  );
}
