import { Badge } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';

export function RoleBadge({ role }: { role: 'admin' | 'user' }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={role === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {role === 'admin' ? t('adminUsers.role.admin') : t('adminUsers.role.user')}
    </Badge>
  );
}

export function StatusBadge({ emailVerified }: { emailVerified: number }) {
  const { t } = useTranslation();
  const active = emailVerified === 1;
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="subtle">
      {active ? t('adminUsers.status.active') : t('adminUsers.status.blocked')}
    </Badge>
  );
}
