import { Card, DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { formatDate } from '@shop/i18n/dates';
import { formatPhone } from '@shop/i18n/phone';
import { RoleBadge, StatusBadge } from './UserBadges';

type AdminUserDetail = RouterOutputs['admin']['users']['byId'];

/** Username, e-mail, phone, company, full name, role, status and registration date. */
export function UserInfoCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const none = t('users.detail.notSpecified');
  const rows = [
    [t('users.list.columns.username'), user.username],
    [t('users.list.columns.email'), user.email],
    [t('users.list.columns.phone'), user.phone ? formatPhone(user.phone) : none],
    [t('users.detail.company'), user.company ?? none],
    [t('users.detail.fullName'), `${user.first_name} ${user.last_name}`],
    [t('users.list.columns.role'), <RoleBadge key="role" role={user.role} />],
    [t('users.list.columns.status'), <StatusBadge key="status" state={user.state} />],
    [t('users.list.columns.registered'), formatDate(user.created_at)],
  ] as const;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('users.detail.infoTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {/* Labels above values on phones; long e-mails wrap instead of widening the page. */}
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW={{ sm: '40' }}>{label}</DataList.ItemLabel>
              <DataList.ItemValue minW="0" overflowWrap="anywhere">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
