// Ends the session: the server drops it and clears the cookie, the client
// forgets every cached answer of the previous user and goes to /login.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trpc } from '../api/trpc';
import { toaster } from '../ui/toaster';

export function useLogout(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      void navigate('/login', { replace: true });
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      toaster.create({ type: 'info', title: t('logout.done') });
    },
    onError: () => {
      toaster.create({ type: 'error', title: t('logout.failed') });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
