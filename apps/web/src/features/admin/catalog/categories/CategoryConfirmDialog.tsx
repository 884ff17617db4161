import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from './AdminCategoriesPage';

export interface CategoryConfirm {
  kind: 'archive' | 'delete';
  category: AdminCategory;
}

export interface CategoryConfirmDialogProps {
  confirm: CategoryConfirm | null;
  pending: boolean;
  /** The server's refusal (a category with parts cannot be deleted), shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onConfirm: (confirm: CategoryConfirm) => void;
}

/** Asks before archiving or deleting a category; 'Отмена' (or Esc) has the focus first. */
export function CategoryConfirmDialog({
  confirm,
  pending,
  error,
  onClose,
  onConfirm,
}: CategoryConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const name = confirm?.category.name ?? '';
  const isDelete = confirm?.kind === 'delete';
  return (
    <Dialog.Root open={confirm !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {isDelete
                  ? t('catalog.categories.confirmDeleteTitle', { name })
                  : t('catalog.categories.confirmArchiveTitle', { name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {isDelete
                  ? t('catalog.categories.confirmDeleteText')
                  : t('catalog.categories.confirmArchiveText')}
              </Text>
              {error && (
                <Text color="red.fg" mt="3" role="alert">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('catalog.categories.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} onClick={() => confirm && onConfirm(confirm)}>
                {isDelete ? t('catalog.categories.delete') : t('catalog.categories.archive')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
