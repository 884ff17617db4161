import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { AdminListPart } from './PartsAdminTable';
import { useUpdatePart } from './useCatalogAdmin';

/** Asks before archiving; restoring needs no question. */
export function ArchiveDialog({ part, onClose }: { part: AdminListPart | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdatePart(onClose);
  return (
    <ConfirmDialog
      open={part !== null}
      title={t('catalog.archive')}
      confirmLabel={t('catalog.archive')}
      cancelLabel={t('catalog.form.cancel')}
      pending={update.isPending}
      onConfirm={() => part && update.mutate({ id: part.id, patch: { archived: true } })}
      onClose={onClose}
    >
      {t('catalog.archiveConfirm', { name: part?.name ?? '' })}
    </ConfirmDialog>
  );
}
