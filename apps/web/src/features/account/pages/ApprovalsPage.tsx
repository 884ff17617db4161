import '../texts';
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { AccountFrame } from '../components/AccountFrame';
import { ApprovalRow } from '../components/company/ApprovalRow';

/**
 * /account/approvals ('Согласование', issue 34): orders above a Закупщик's
 * monthly limit, waiting for the company's administrator, who approves
 * (the order is placed as the requester's) or rejects with a reason. A
 * Закупщик sees its own requests and may withdraw a pending one.
 */
export function ApprovalsPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.approvals'));
  const approvals = trpc.orders.approvals.list.useQuery();
  const decide = user?.companyRole === 'admin';
  return (
    <AccountFrame title={t('layout:pages.approvals')}>
      <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '4', md: '6' }}>
        <Text color="fg.muted" mb="4">
          {t('auth:companyAccount.approvals.hint')}
        </Text>
        {!approvals.data ? (
          <Spinner aria-label={t('layout:common.loading')} />
        ) : approvals.data.length === 0 ? (
          <Text>{t('auth:companyAccount.approvals.empty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyle="none" aria-label={t('layout:pages.approvals')}>
            {approvals.data.map((approval) => (
              <ApprovalRow
                key={approval.id}
                approval={approval}
                decide={decide}
                own={approval.requester.userId === user?.id}
              />
            ))}
          </Stack>
        )}
      </Box>
    </AccountFrame>
  );
}
