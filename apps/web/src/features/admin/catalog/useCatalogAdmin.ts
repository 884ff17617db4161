// The admin catalogue's server calls with their toasts.
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { adminToast } from './useAdminToast';

export function useUpdatePart(onDone?: () => void) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  return trpc.admin.catalog.update.useMutation({
    onSuccess: async (part, input) => {
      const archived = input.patch.archived;
      adminToast(
        'success',
        archived === true
          ? t('catalog.archivedToast')
          : archived === false
            ? t('catalog.restoredToast')
            : t('catalog.saved'),
      );
      utils.admin.catalog.part.setData({ id: part.id }, part);
      await utils.admin.catalog.list.invalidate();
      onDone?.();
    },
    onError: (error) => adminToast('error', error.message),
  });
}

/** Sends one photo as the raw body of the REST upload route (no base64 inflation on the wire). */
export async function uploadPhoto(partId: number, file: File): Promise<void> {
  const response = await fetch(
    `/api/admin/parts/${partId}/photos?fileName=${encodeURIComponent(file.name)}`,
    {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? response.statusText);
  }
}
