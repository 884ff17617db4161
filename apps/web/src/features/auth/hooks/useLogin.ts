// Signs in through auth.login (the session arrives as an httpOnly cookie) and
// greets the user; the login page then redirects by itself once auth.me knows them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translate';
import { useTRPC } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { serverMessageOf } from '../forms/fieldErrors';

export function useLogin() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
        // The cookie did not stick (blocked cookies): say so instead of looping.
        if (!queryClient.getQueryData(trpc.auth.me.queryKey())) {
          toaster.create({
            type: 'error',
            title: t('auth.login.failedTitle'),
            description: t('auth.login.noToken'),
          });
          return;
        }
        toaster.create({
          type: 'success',
          title: t('auth.login.successTitle'),
          description: t('auth.login.welcome', { firstName: user.firstName, lastName: user.lastName }),
        });
      },
      onError: (error) => {
        toaster.create({
          type: 'error',
          title: t('auth.login.failedTitle'),
          description: serverMessageOf(error) ?? t('auth.login.invalidCredentials'),
        });
      },
    }),
  );
  return mutation;
}
