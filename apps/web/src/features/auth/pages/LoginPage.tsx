import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { afterLoginPath } from '../../../shared/session/loginRedirect';
import { useSession } from '../../../shared/session/useSession';
import { LoginForm, type LoginCredentials } from '../components/LoginForm';
import { LoginPromo } from '../components/LoginPromo';

/**
 * Signs in with the form's credentials. NOT CONNECTED YET: `auth.login` is not
 * in AppRouter. To connect: `trpc.auth.login.useMutation()`; on success
 * `await utils.auth.me.invalidate()` (this page then redirects by itself, see
 * below) and toast 'Вход выполнен'; on failure toast 'Ошибка входа' /
 * 'Неверный email или пароль, или учетная запись не активирована'.
 * Pass the mutation's `isPending` to the form.
 */
function onSubmit(_credentials: LoginCredentials): void {
  // Intentionally empty: no fake success before the server procedure exists.
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status } = useSession();
  usePageTitle(t('pages.login'));

  // Signed in (already, or just now): back to where the guard stopped the user, else /account.
  if (status === 'authenticated') return <Navigate to={afterLoginPath(location.state)} replace />;

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.15fr 1fr' }}
      maxW="1040px"
      mx="auto"
      bg="white"
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="0 10px 30px -12px rgba(16, 24, 40, 0.12)"
    >
      <LoginForm onSubmit={onSubmit} isSubmitting={false} />
      <LoginPromo hideBelow="lg" />
    </Grid>
  );
}
