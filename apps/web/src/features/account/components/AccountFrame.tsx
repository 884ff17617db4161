import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/useSession';
import { AccountNav } from './AccountNav';

/** A page of the account area: its heading, who is signed in, the side navigation and the page's sections. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { user, isAdmin } = useSession();
  if (!user) return <Text>{t('account.profile.notSignedIn')}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" overflowWrap="anywhere">
          {user.firstName} {user.lastName} · {user.email}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '240px 1fr', lg: '280px 1fr' }} gap="6" alignItems="start">
        <AccountNav isAdmin={isAdmin} companyRole={user.companyRole} />
        <Stack gap="6" minW="0">
          {children}
        </Stack>
      </Grid>
    </Stack>
  );
}
