// Sends the registration; success goes to /login with the "awaits activation" notice.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf } from '../../../shared/api/errors';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { serverMessageOf } from '../forms/fieldErrors';
import type { RegisteredState } from '../pages/LoginPage';

export function useRegister() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return trpc.auth.register.useMutation({
    onSuccess: () => {
      toaster.create({
        type: 'success',
        title: t('register.successTitle'),
        description: `${t('register.successDescription')} ${t('register.activationTime')}`,
      });
      const state: RegisteredState = { registered: true };
      void navigate('/login', { state });
    },
    onError: (error) => {
      const description =
        httpStatusOf(error) === 409
          ? t('register.emailTaken')
          : (serverMessageOf(error) ?? t('register.failed'));
      toaster.create({ type: 'error', title: t('register.failedTitle'), description });
    },
  });
}
