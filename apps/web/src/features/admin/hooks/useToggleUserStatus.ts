// Blocks or activates a user; toasts chosen by the resulting email_verified flag.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translate';
import { useTRPC } from '../../../shared/api/trpc';
import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';

export function useToggleUserStatus(onDone: () => void) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.users.setStatus.mutationOptions({
      onSuccess: async (user) => {
        toaster.create({
          type: 'success',
          duration: ADMIN_TOAST_DURATION_MS,
          title:
            user.email_verified === 1 ? t('adminUsers.toggle.activated') : t('adminUsers.toggle.blocked'),
        });
        onDone();
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.users.list.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.users.byId.queryFilter({ id: user.id })),
        ]);
      },
      onError: (error) => {
        toaster.create({
          type: 'error',
          duration: ADMIN_TOAST_DURATION_MS,
          title: error.message || t('adminUsers.toggle.failed'),
        });
        onDone();
      },
    }),
  );
}
