import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { SavedList } from '../hooks/useSavedLists';
import { useListActions } from '../hooks/useListActions';

export type ListAction = { kind: 'rename' | 'delete'; list: SavedList & { id: number } };

/** The rename form or the delete question for one list; closes when the server has answered yes. */
export function ListActionDialogs({ action, onClose }: { action: ListAction | null; onClose: () => void }) {
  const { t } = useTranslation('savedLists');
  const { rename, remove } = useListActions();
  if (action?.kind === 'delete') {
    return (
      <ConfirmDialog
        open
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: action.list.id }, { onSuccess: onClose })}
        onClose={onClose}
      >
        <Text>
          {t('deleteQuestion', {
            name: action.list.name,
            items: t('itemsCount', { count: action.list.items.length }),
          })}
        </Text>
      </ConfirmDialog>
    );
  }
  if (action?.kind === 'rename') {
    return (
      <RenameDialog
        name={action.list.name}
        pending={rename.isPending}
        onSave={(name) => rename.mutate({ id: action.list.id, name }, { onSuccess: onClose })}
        onClose={onClose}
      />
    );
  }
  return null;
}

interface RenameDialogProps {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

function RenameDialog({ name: current, pending, onSave, onClose }: RenameDialogProps) {
  const { t } = useTranslation('savedLists');
  const [name, setName] = useState(current);
  const [error, setError] = useState('');
  const submit = () => {
    if (!name.trim()) return setError(t('nameRequired'));
    onSave(name);
  };
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !pending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{t('renameTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="rename-list-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!pending) submit();
                }}
              >
                <Field.Root disabled={pending} invalid={error !== ''}>
                  <Field.Label>{t('nameLabel')}</Field.Label>
                  <Input
                    value={name}
                    maxLength={120}
                    autoFocus
                    onChange={(event) => {
                      setName(event.target.value);
                      setError('');
                    }}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" form="rename-list-form" colorPalette="brand" loading={pending}>
                {t('save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={pending} aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
