import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccountState } from '@shop/schemas';

export function RoleBadge({ role }: { role: 'admin' | 'user' }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={role === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {role === 'admin' ? t('users.role.admin') : t('users.role.user')}
    </Badge>
  );
}

const STATE_PALETTE: Record<AccountState, string> = { active: 'green', waiting: 'orange', blocked: 'red' };

/** Active, waiting for activation (a new sign-up) or blocked. */
export function StatusBadge({ state }: { state: AccountState }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle">
      {t(`users.status.${state}`)}
    </Badge>
  );
}
