import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';

/** The refresh button: reloads catalogue data with the spec's progress, success and failure toasts. */
export function useCatalogRefresh() {
  const { t } = useTranslation('catalog');
  const utils = trpc.useUtils();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const progress = toaster.create({ type: 'loading', title: t('refresh.progress') });
    try {
      // fetch() with no staleness stores the fresh answer in the cache the screen reads.
      const overview = await utils.catalog.overview.fetch(undefined, { staleTime: 0 });
      await utils.catalog.search.invalidate();
      toaster.create({ type: 'success', title: t('refresh.loaded', { count: overview.totalParts }) });
    } catch {
      toaster.create({ type: 'error', title: t('refresh.failed') });
    } finally {
      toaster.dismiss(progress);
      setRunning(false);
    }
  };

  return { run: () => void run(), running };
}
