import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartPreview } from '../hooks/useCartPreview';
import { useSaveList } from '../hooks/useSaveList';

/** Asks for the list name ('Новый список' by default) and saves the cart as a list. */
export function SaveListDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('savedLists');
  const [name, setName] = useState<string>(t('defaultName'));
  const { items, lines } = useCartPreview(true);
  const save = useSaveList(userId);

  const submit = async () => {
    if (await save.run(name, items, lines)) onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !save.pending && onClose()}
      placement="center"
      size={{ base: 'sm', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{t('saveDialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="save-list-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!save.pending) void submit();
                }}
              >
                <Field.Root disabled={save.pending}>
                  <Field.Label>{t('nameLabel')}</Field.Label>
                  <Input
                    value={name}
                    maxLength={120}
                    onChange={(event) => setName(event.target.value)}
                    autoFocus
                  />
                </Field.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={save.pending} onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" form="save-list-form" colorPalette="brand" loading={save.pending}>
                {t('save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={save.pending} aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
