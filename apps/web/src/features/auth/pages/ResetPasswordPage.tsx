import '../texts';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { httpStatusOf } from '../../../shared/api/errors';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { toaster } from '../../../shared/ui/toaster';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordForm } from '../components/NewPasswordForm';

function InvalidLink({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(['auth', 'layout']);
  return (
    <Stack gap="5">
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{text}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="brand" variant="outline" alignSelf="start">
        <RouterLink to="/forgot-password">{t('auth:reset.requestNew')}</RouterLink>
      </Button>
    </Stack>
  );
}

/** Verifies the link from the mail, then sets a new password and goes to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'layout']);
  usePageTitle(t('layout:pages.resetPassword'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const verify = trpc.auth.verifyResetToken.useMutation();
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('auth:reset.successTitle') });
      void navigate('/login', { replace: true });
    },
    onError: () =>
      toaster.create({
        type: 'error',
        title: t('auth:reset.failedTitle'),
        description: t('auth:reset.failed'),
      }),
  });
  const { mutate: verifyLink } = verify;
  useEffect(() => {
    if (token && email) verifyLink({ token, email });
  }, [token, email, verifyLink]);

  let body;
  if (!token || !email)
    body = <InvalidLink title={t('auth:reset.missingTitle')} text={t('auth:reset.missing')} />;
  else if (verify.isError) {
    const invalid = httpStatusOf(verify.error) === 400;
    body = (
      <InvalidLink
        title={invalid ? t('auth:reset.invalidLink') : t('auth:reset.verifyFailed')}
        text={t('auth:reset.failed')}
      />
    );
  } else if (!verify.isSuccess) body = <PageSpinner label={t('auth:reset.checking')} />;
  else
    body = (
      <NewPasswordForm
        onSubmit={(password) => reset.mutate({ token, email, password })}
        isSubmitting={reset.isPending}
      />
    );

  return <AuthCard title={t('auth:reset.heading')}>{body}</AuthCard>;
}
