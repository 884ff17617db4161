import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translate';
import { useTRPC } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';

/** The refresh button: reloads catalogue data with the spec's progress, success and failure toasts. */
export function useCatalogRefresh() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const progress = toaster.create({ type: 'loading', title: t('catalog.refresh.progress') });
    try {
      const overview = await queryClient.fetchQuery(
        trpc.catalog.overview.queryOptions(undefined, { staleTime: 0 }),
      );
      queryClient.setQueryData(trpc.catalog.overview.queryKey(), overview);
      await queryClient.invalidateQueries(trpc.catalog.search.pathFilter());
      toaster.create({ type: 'success', title: t('catalog.refresh.loaded', { count: overview.totalParts }) });
    } catch {
      toaster.create({ type: 'error', title: t('catalog.refresh.failed') });
    } finally {
      toaster.dismiss(progress);
      setRunning(false);
    }
  };

  return { run: () => void run(), running };
}
