import '../texts';
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { AccountFrame } from '../components/AccountFrame';
import { CompanyOrders } from '../components/company/CompanyOrders';
import { InviteForm } from '../components/company/InviteForm';
import { MemberRow } from '../components/company/MemberRow';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * /account/company ('Компания', issue 34): the colleagues with their roles,
 * monthly limits and this month's spend, managed by the company's
 * administrator, and the orders of the whole company.
 */
export function CompanyPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.company'));
  const company = trpc.auth.company.get.useQuery();
  const manage = user?.companyRole === 'admin';
  return (
    <AccountFrame title={t('layout:pages.company')}>
      <Section
        id="colleagues-heading"
        title={company.data?.name ?? t('auth:companyAccount.members.colleagues')}
      >
        {!company.data ? (
          <Spinner aria-label={t('layout:common.loading')} />
        ) : (
          <Stack gap="3">
            {!manage && <Text color="fg.muted">{t('auth:companyAccount.members.onlyAdminsManage')}</Text>}
            <Stack as="ul" gap="2" listStyle="none" aria-label={t('auth:companyAccount.members.colleagues')}>
              {company.data.members.map((member) => (
                <MemberRow
                  // A saved change re-seeds the row's fields from the server's answer.
                  key={`${member.userId}:${member.role}:${member.monthlyLimitKopecks}`}
                  member={member}
                  isSelf={member.userId === user?.id}
                  manage={manage}
                />
              ))}
            </Stack>
            {manage && (
              <Box borderTopWidth="1px" pt="4" mt="2">
                <InviteForm />
              </Box>
            )}
          </Stack>
        )}
      </Section>
      <Section id="company-orders-heading" title={t('auth:companyAccount.orders.heading')}>
        <CompanyOrders />
      </Section>
    </AccountFrame>
  );
}
