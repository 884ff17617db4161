// Renaming and deleting a saved list (issue 29): on the server, then the list
// of lists is loaded again; each outcome is said in a toast.
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';

export function useListActions() {
  const { t } = useTranslation('savedLists');
  const utils = trpc.useUtils();
  const refresh = () => utils.savedLists.mine.invalidate();
  const fail = (title: string) => (error: { message: string }) =>
    toaster.create({ type: 'error', title, description: error.message });
  const rename = trpc.savedLists.rename.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('renamed') });
      return refresh();
    },
    onError: fail(t('renameFailed')),
  });
  const remove = trpc.savedLists.delete.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('deleted') });
      return refresh();
    },
    onError: fail(t('deleteFailed')),
  });
  return { rename, remove };
}
