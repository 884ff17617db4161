// Ends the session: the server drops it and clears the cookie, the client
// forgets every cached answer of the previous user and goes to /login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/translate';
import { useNavigate } from '../routing';
import { useTRPC } from '../api/trpc';
import { toaster } from '../ui/toaster';

export function useLogout(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        void navigate('/login', { replace: true });
        queryClient.clear();
        queryClient.setQueryData(trpc.auth.me.queryKey(), null);
        toaster.create({ type: 'info', title: t('layout.logout.done') });
      },
      onError: () => {
        toaster.create({ type: 'error', title: t('layout.logout.failed') });
      },
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
