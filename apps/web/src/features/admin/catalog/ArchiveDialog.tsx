import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminListPart } from './PartsAdminTable';
import { useUpdatePart } from './useCatalogAdmin';

/** Asks before archiving; restoring needs no question. */
export function ArchiveDialog({ part, onClose }: { part: AdminListPart | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdatePart(onClose);
  return (
    <Dialog.Root open={part !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('catalog.archive')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('catalog.archiveConfirm', { name: part?.name ?? '' })}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('catalog.form.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={update.isPending}
                onClick={() => part && update.mutate({ id: part.id, patch: { archived: true } })}
              >
                {t('catalog.archive')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
