// Blocks or activates a user; toasts chosen by the resulting email_verified flag.
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';

export function useToggleUserStatus(onDone: () => void) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  return trpc.admin.users.setStatus.useMutation({
    onSuccess: async (user) => {
      toaster.create({
        type: 'success',
        duration: ADMIN_TOAST_DURATION_MS,
        title: user.email_verified === 1 ? t('users.toggle.activated') : t('users.toggle.blocked'),
      });
      onDone();
      await Promise.all([
        utils.admin.users.list.invalidate(),
        utils.admin.users.byId.invalidate({ id: user.id }),
      ]);
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        duration: ADMIN_TOAST_DURATION_MS,
        title: error.message || t('users.toggle.failed'),
      });
      onDone();
    },
  });
}
