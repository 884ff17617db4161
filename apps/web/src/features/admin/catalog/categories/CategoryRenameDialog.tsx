import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import type { AdminCategory } from './categoryModel';

export interface CategoryRenameDialogProps {
  category: AdminCategory | null;
  onClose: () => void;
  onRenamed: (list: AdminCategory[], name: string) => void | Promise<void>;
}

/** The new name in one field: Enter saves, Esc cancels; a refusal shows under the field. */
export function CategoryRenameDialog({ category, onClose, onRenamed }: CategoryRenameDialogProps) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const [seen, setSeen] = useState<AdminCategory | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rename = trpc.admin.catalog.updateCategory.useMutation({
    onSuccess: (list, variables) => onRenamed(list, variables.name ?? ''),
  });
  // A newly opened dialog starts from the category's current name.
  if (category !== seen) {
    setSeen(category);
    if (category) {
      setName(category.name);
      rename.reset();
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (category) rename.mutate({ categoryId: category.id, name: name.trim() });
  };
  return (
    <Dialog.Root
      open={category !== null}
      onOpenChange={(e) => !e.open && onClose()}
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>
                  {t('catalog.categories.renameHeading', { name: category?.name ?? '' })}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required invalid={rename.isError}>
                  <Field.Label>{t('catalog.categories.name')}</Field.Label>
                  <Input
                    ref={input}
                    value={name}
                    maxLength={100}
                    onChange={(e) => setName(e.currentTarget.value)}
                  />
                  {rename.isError && <Field.ErrorText>{rename.error.message}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('catalog.categories.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={rename.isPending}
                  disabled={name.trim() === '' || name.trim() === category?.name}
                >
                  {t('catalog.categories.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
