import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function RoleBadge({ role }: { role: 'admin' | 'user' }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={role === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {role === 'admin' ? t('users.role.admin') : t('users.role.user')}
    </Badge>
  );
}

export function StatusBadge({ emailVerified }: { emailVerified: number }) {
  const { t } = useTranslation('admin');
  const active = emailVerified === 1;
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="subtle">
      {active ? t('users.status.active') : t('users.status.blocked')}
    </Badge>
  );
}
