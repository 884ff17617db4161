import { Button, Stack } from '@chakra-ui/react';
import {
  Building2,
  ClipboardCheck,
  ClipboardList,
  ListChecks,
  LogOut,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { CompanyRole } from '@shop/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLogout } from '../../../shared/session/useLogout';

function NavItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    // A long label ('Панель администратора' in a 240 px column) wraps inside
    // the nav's border instead of running over it.
    <Button
      asChild
      variant="ghost"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      h="auto"
      minH="10"
      py="2"
      rounded="lg"
      css={{ '&[aria-current=page]': { bg: 'brand.50', color: 'brand.700', fontWeight: 'semibold' } }}
    >
      <NavLink to={to} end>
        {icon}
        {children}
      </NavLink>
    </Button>
  );
}

interface AccountNavProps {
  isAdmin: boolean;
  /** The role in the buyer's company (issue 34): a Наблюдатель has no approval requests. */
  companyRole: CompanyRole;
}

/** The account area's side navigation; the shop's admins also get the admin panel. */
export function AccountNav({ isAdmin, companyRole }: AccountNavProps) {
  const { t } = useTranslation(['auth', 'layout']);
  const { logout, isPending } = useLogout();
  return (
    <Stack
      as="nav"
      aria-label={t('auth:account.nav.label')}
      gap="1"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p="3"
    >
      <NavItem to="/account" icon={<UserRound size={18} />}>
        {t('auth:account.nav.profile')}
      </NavItem>
      <NavItem to="/account/company" icon={<Building2 size={18} />}>
        {t('layout:pages.company')}
      </NavItem>
      {companyRole !== 'viewer' && (
        <NavItem to="/account/approvals" icon={<ClipboardCheck size={18} />}>
          {t('layout:pages.approvals')}
        </NavItem>
      )}
      <NavItem to="/orders" icon={<ClipboardList size={18} />}>
        {t('auth:account.nav.orders')}
      </NavItem>
      <NavItem to="/saved-lists" icon={<ListChecks size={18} />}>
        {t('auth:account.nav.savedLists')}
      </NavItem>
      {isAdmin && (
        <NavItem to="/admin/orders" icon={<ShieldCheck size={18} />}>
          {t('auth:account.nav.adminOrders')}
        </NavItem>
      )}
      <Button
        variant="ghost"
        justifyContent="flex-start"
        rounded="lg"
        color="red.600"
        loading={isPending}
        onClick={logout}
      >
        <LogOut size={18} />
        {t('auth:account.nav.logout')}
      </Button>
    </Stack>
  );
}
