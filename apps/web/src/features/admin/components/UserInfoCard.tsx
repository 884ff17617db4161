import { Card, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { formatDate } from '@shop/i18n/dates';
import { formatPhone } from '@shop/i18n/phone';
import { FactList } from './FactList';
import type { ToggleTarget } from './ToggleStatusDialog';
import { RoleBadge, StatusBadge } from './UserBadges';
import { UserAction } from './userCells';

type AdminUserDetail = RouterOutputs['admin']['users']['byId'];

interface UserInfoCardProps {
  user: AdminUserDetail;
  currentUserId: number;
  onToggle: (target: ToggleTarget) => void;
}

/**
 * Username, e-mail, phone, company, full name, role, status and registration
 * date, and the list's 'Активировать' / 'Заблокировать' (issue 29.12) with the
 * same confirmation and the same rule (not one's own account).
 */
export function UserInfoCard({ user, currentUserId, onToggle }: UserInfoCardProps) {
  const { t } = useTranslation(['admin', 'auth']);
  const none = t('admin:users.detail.notSpecified');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('admin:users.detail.infoTitle')}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <FactList
          facts={[
            [t('admin:users.list.columns.username'), user.username],
            [t('admin:users.list.columns.email'), user.email],
            [t('admin:users.list.columns.phone'), user.phone ? formatPhone(user.phone) : none],
            [t('admin:users.detail.company'), user.companyAccount.name],
            [t('admin:users.detail.companyRole'), t(`auth:companyAccount.roles.${user.companyRole}`)],
            [t('admin:users.detail.fullName'), `${user.first_name} ${user.last_name}`],
            [t('admin:users.list.columns.role'), <RoleBadge key="role" role={user.role} />],
            [t('admin:users.list.columns.status'), <StatusBadge key="status" state={user.state} />],
            [t('admin:users.list.columns.registered'), formatDate(user.created_at)],
          ]}
        />
        <Flex>
          <UserAction user={user} currentUserId={currentUserId} onToggle={onToggle} size="sm" />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
