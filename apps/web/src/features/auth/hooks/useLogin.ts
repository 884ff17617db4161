// Signs in through auth.login (the session arrives as an httpOnly cookie) and
// greets the user; the login page then redirects by itself once auth.me knows them.
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { serverMessageOf } from '../forms/fieldErrors';

export function useLogin() {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const mutation = trpc.auth.login.useMutation({
    onSuccess: async (user) => {
      await utils.auth.me.invalidate();
      // The cookie did not stick (blocked cookies): say so instead of looping.
      if (!utils.auth.me.getData()) {
        toaster.create({
          type: 'error',
          title: t('login.failedTitle'),
          description: t('login.noToken'),
        });
        return;
      }
      toaster.create({
        type: 'success',
        title: t('login.successTitle'),
        description: t('login.welcome', { firstName: user.firstName, lastName: user.lastName }),
      });
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: t('login.failedTitle'),
        description: serverMessageOf(error) ?? t('login.invalidCredentials'),
      });
    },
  });
  return mutation;
}
