import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { afterLoginPath } from '../../../shared/session/loginRedirect';
import { useSession } from '../../../shared/session/useSession';
import { LoginForm } from '../components/LoginForm';
import { LoginNotice } from '../components/LoginNotice';
import { LoginPromo } from '../components/LoginPromo';
import { useLogin } from '../hooks/useLogin';
import { useHydrated } from '../../../shared/hooks/useHydrated';

/** Set by the registration page when it sends the new user here. */
export interface RegisteredState {
  registered?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const { status } = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  usePageTitle(t('pages.login'));

  // Signed in (already, or just now): back to where the guard stopped the user,
  // else /account. Redirected from an effect, not instead of rendering: the
  // pre-rendered form must hydrate as it was sent, even when the session is known by then.
  const signedInTarget = status === 'authenticated' ? afterLoginPath(location.state) : null;
  useEffect(() => {
    if (signedInTarget) navigate(signedInTarget, { replace: true });
  }, [signedInTarget, navigate]);

  // The address's state outlives a reload, the pre-rendered form knows nothing
  // of it: shown once React has the page, so that hydration matches the HTML
  // (a mismatch would rebuild the form and lose what was typed before it).
  const hydrated = useHydrated();
  const justRegistered = hydrated && Boolean((location.state as RegisteredState | null)?.registered);
  return (
    <div className="login-page">
      <LoginForm
        onSubmit={(credentials) => login.mutate(credentials)}
        isSubmitting={login.isPending}
        notice={<LoginNotice error={login.error} justRegistered={justRegistered} />}
      />
      <LoginPromo />
    </div>
  );
}
