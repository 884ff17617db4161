import '../texts';
import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { forgotPasswordInput } from '@shop/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toaster } from '../../../shared/ui/toaster';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../forms/FormField';
import { fieldErrorsOf, serverMessageOf } from '../forms/fieldErrors';

/** Asks for a reset link; the answer is the same whether or not the e-mail is known. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'layout']);
  usePageTitle(t('layout:pages.forgotPassword'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = trpc.auth.forgotPassword.useMutation({
    onSuccess: () => toaster.create({ type: 'success', title: t('auth:forgot.sentTitle') }),
    onError: (e) =>
      toaster.create({
        type: 'error',
        title: t('auth:forgot.failedTitle'),
        description: serverMessageOf(e) ?? t('auth:forgot.failed'),
      }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = forgotPasswordInput.safeParse({ email });
    setError(fieldErrorsOf(result.error).email);
    if (result.success) request.mutate(result.data);
  };

  const backLink = (
    <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
      <RouterLink to="/login">{t('auth:forgot.backToLogin')}</RouterLink>
    </Link>
  );
  if (request.isSuccess) {
    return (
      <AuthCard title={t('auth:forgot.heading')}>
        <Alert.Root status="success" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('auth:forgot.sentTitle')}</Alert.Title>
            <Alert.Description>
              {t('auth:forgot.sentText', { email: request.variables.email })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {backLink}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:forgot.heading')} subtitle={t('auth:forgot.intro')}>
      <Stack asChild gap="5">
        <form onSubmit={handleSubmit} noValidate>
          <FormField
            label={t('auth:fields.email')}
            required
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={error}
            onValueChange={setEmail}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            rounded="lg"
            loading={request.isPending}
            loadingText={t('auth:forgot.submitting')}
          >
            {t('auth:forgot.submit')}
          </Button>
        </form>
      </Stack>
      {backLink}
    </AuthCard>
  );
}
