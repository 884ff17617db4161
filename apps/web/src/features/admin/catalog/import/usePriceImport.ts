// The import screen's server calls: the file goes as the body of the REST
// preview route (no base64, no 3 MB tRPC limit), 'Применить' and the undo of
// an import's archive through tRPC. Every refusal is kept for the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { priceListFields } from '@shop/schemas';
import { PRICE_LIST_MAX_FILE_BYTES } from '@shop/schemas/limits';
import { trpc, type RouterOutputs } from '../../../../shared/api/trpc';
import { postFile, sizeRefusal } from '../../../../shared/files/postFile';

export type Preview = RouterOutputs['admin']['catalog']['importPreview'];
export type Mapping = Partial<Record<(typeof priceListFields)[number], number>>;

function previewUrl(file: File, archiveMissing: boolean, mapping?: Mapping): string {
  const query = new URLSearchParams({ fileName: file.name, archiveMissing: String(archiveMissing) });
  if (mapping) query.set('mapping', JSON.stringify(mapping));
  return `/api/admin/price-list/preview?${query}`;
}

export function usePriceImport() {
  const { t } = useTranslation(['admin', 'errors', 'layout']);
  const utils = trpc.useUtils();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const check = async (file: File, archiveMissing: boolean, mapping?: Mapping) => {
    const tooLarge = sizeRefusal(
      file,
      PRICE_LIST_MAX_FILE_BYTES,
      t('errors:fileTooLarge', { maxMb: PRICE_LIST_MAX_FILE_BYTES / 1024 / 1024 }),
    );
    setRefusal(tooLarge);
    setPreview(null);
    if (tooLarge) return;
    setChecking(true);
    try {
      const url = previewUrl(file, archiveMissing, mapping);
      setPreview(await postFile<Preview>(url, file, t('layout:common.files.sendFailed')));
      void utils.admin.catalog.imports.invalidate();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const apply = trpc.admin.catalog.importApply.useMutation({
    onSuccess: async () => {
      setPreview(null);
      await Promise.all([utils.admin.catalog.imports.invalidate(), utils.admin.catalog.list.invalidate()]);
    },
    onError: (error) => setRefusal(error.message),
  });

  return { preview, checking, refusal, setRefusal, check, apply, clear: () => setPreview(null) };
}
