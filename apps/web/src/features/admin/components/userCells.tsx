// Pieces shared by the users table (from 768 px) and the user cards (below it).
import { Button, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { formatPhone } from '@shop/i18n/phone';
import type { ToggleTarget } from './ToggleStatusDialog';

export type AdminUser = RouterOutputs['admin']['users']['list'][number];

export const fullNameOf = (user: Pick<AdminUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`;

/** The user's company account and role in it ('ООО «Мото» · Закупщик', issue 34). */
export function CompanyCell({ user }: { user: Pick<AdminUser, 'companyAccount' | 'companyRole'> }) {
  const { t } = useTranslation('auth');
  return (
    <Text as="span" overflowWrap="break-word">
      {user.companyAccount.name}
      <Text as="span" color="fg.muted" fontSize="sm">
        {' · '}
        {t(`companyAccount.roles.${user.companyRole}`)}
      </Text>
    </Text>
  );
}

/** An address that breaks before '@' (and anywhere in a very long part) instead of widening its column. */
export function WrappingEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Text as="span" overflowWrap="anywhere">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Text>
  );
}

/** A tel: link that, when short of room, breaks only between '+7 (918)' and '123-45-67'. */
export function PhoneLink({ phone }: { phone: string }) {
  const formatted = formatPhone(phone);
  const split = formatted.indexOf(') ');
  return (
    <Link href={`tel:+${phone}`} display="inline">
      {split < 0 ? (
        formatted
      ) : (
        <>
          <Nowrap>{formatted.slice(0, split + 1)}</Nowrap> <Nowrap>{formatted.slice(split + 2)}</Nowrap>
        </>
      )}
    </Link>
  );
}

const Nowrap = ({ children }: { children: string }) => (
  <Text as="span" whiteSpace="nowrap">
    {children}
  </Text>
);

interface UserActionProps {
  /** A row of the list or the user's own page (the same fields). */
  user: Pick<AdminUser, 'id' | 'email' | 'email_verified' | 'first_name' | 'last_name'>;
  currentUserId: number;
  onToggle: (target: ToggleTarget) => void;
  size?: 'xs' | 'sm';
}

/** Block or activate; the admin's own account shows 'Текущий пользователь' instead. */
export function UserAction({ user, currentUserId, onToggle, size = 'xs' }: UserActionProps) {
  const { t } = useTranslation('admin');
  if (user.id === currentUserId)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('users.list.currentUser')}
      </Text>
    );
  const active = user.email_verified === 1;
  const label = active ? t('users.list.block') : t('users.list.activate');
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={active ? 'red' : 'green'}
      aria-label={`${label}: ${user.email}`}
      onClick={() =>
        onToggle({
          id: user.id,
          email: user.email,
          name: fullNameOf(user),
          status: active ? 'blocked' : 'active',
        })
      }
    >
      {label}
    </Button>
  );
}
