import '../texts';
import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';
import { useRegister } from '../hooks/useRegister';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const register = useRegister();
  usePageTitle(t('layout:pages.register'));
  return (
    <AuthCard title={t('auth:register.heading')} subtitle={t('auth:register.subheading')} maxW="640px">
      <RegisterForm onSubmit={(input) => register.mutate(input)} isSubmitting={register.isPending} />
      <Text color="fg.muted" fontSize="sm">
        {t('auth:register.haveAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">{t('auth:register.login')}</RouterLink>
        </Link>
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {t('auth:loginPage.activationNote')}
      </Text>
    </AuthCard>
  );
}
