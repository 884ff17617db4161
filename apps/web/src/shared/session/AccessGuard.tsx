import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/PageSpinner';
import { toaster } from '../ui/toaster';
import type { LoginRedirectState } from './loginRedirect';
import { useSession, type UserRole } from './useSession';

export type DeniedReason = 'role' | 'admin';

interface AccessGuardProps {
  /** Roles allowed in; any signed-in user when omitted. */
  roles?: readonly UserRole[];
  /** Which 'Доступ запрещен' text a signed-in user without the role sees. */
  denied?: DeniedReason;
  /** The guarded page. */
  children: ReactNode;
}

const DENIED_TOAST_ID = 'access-denied';

function DeniedRedirect({ reason }: { reason: DeniedReason }) {
  const { t } = useTranslation('layout');
  useEffect(() => {
    toaster.create({
      id: DENIED_TOAST_ID,
      type: 'error',
      title: t('access.deniedTitle'),
      description: t(reason === 'admin' ? 'access.adminDeniedDescription' : 'access.deniedDescription'),
    });
  }, [reason, t]);
  return <Navigate to="/" replace />;
}

/**
 * Spec section 2 "Access guard": a spinner while the session loads, visitors
 * to /login (remembering where they were going), wrong role to / with a toast.
 */
export function AccessGuard({ roles, denied = 'role', children }: AccessGuardProps) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const { status, user } = useSession();

  if (status === 'loading') return <PageSpinner label={t('access.checking')} />;
  if (!user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roles && !roles.includes(user.role)) return <DeniedRedirect reason={denied} />;
  return children;
}
