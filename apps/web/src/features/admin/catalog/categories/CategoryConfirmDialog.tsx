import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import type { CategoryConfirm } from './categoryModel';

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
    <ConfirmDialog
      open={confirm !== null}
      title={
        isDelete
          ? t('catalog.categories.confirmDeleteTitle', { name })
          : t('catalog.categories.confirmArchiveTitle', { name })
      }
      confirmLabel={isDelete ? t('catalog.categories.delete') : t('catalog.categories.archive')}
      cancelLabel={t('catalog.categories.cancel')}
      pending={pending}
      onConfirm={() => confirm && onConfirm(confirm)}
      onClose={onClose}
    >
      <Text>
        {isDelete ? t('catalog.categories.confirmDeleteText') : t('catalog.categories.confirmArchiveText')}
      </Text>
      {error && (
        <Text color="red.fg" mt="3" role="alert">
          {error}
        </Text>
      )}
    </ConfirmDialog>
  );
}
