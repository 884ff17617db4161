// 'Отклонить' asks for the reason: the requester reads it in the mail and on
// the requests' list. An empty reason is refused here as on the server.
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RejectDialogProps {
  open: boolean;
  pending: boolean;
  onReject: (comment: string) => void;
  onClose: () => void;
}

export function RejectDialog({ open, pending, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(['auth', 'layout']);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (comment.trim() === '') return setError(t('auth:companyAccount.errors.commentRequired'));
    onReject(comment.trim());
  };
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('auth:companyAccount.approvals.reject')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={error !== null} required>
                <Field.Label>{t('auth:companyAccount.approvals.comment')}</Field.Label>
                <Textarea
                  value={comment}
                  maxLength={1000}
                  rows={3}
                  onChange={(event) => {
                    setComment(event.currentTarget.value);
                    setError(null);
                  }}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('layout:common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} onClick={submit}>
                {t('auth:companyAccount.approvals.reject')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
