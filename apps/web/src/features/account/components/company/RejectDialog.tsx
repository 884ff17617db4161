// 'Отклонить' asks for the reason: the requester reads it in the mail and on
// the requests' list. An empty reason is refused here as on the server.
import { Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

interface RejectDialogProps {
  pending: boolean;
  onReject: (comment: string) => void;
  onClose: () => void;
}

export function RejectDialog({ pending, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(['auth', 'layout']);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (comment.trim() === '') return setError(t('auth:companyAccount.errors.commentRequired'));
    onReject(comment.trim());
  };
  return (
    <ConfirmDialog
      open
      title={t('auth:companyAccount.approvals.reject')}
      confirmLabel={t('auth:companyAccount.approvals.reject')}
      cancelLabel={t('layout:common.cancel')}
      pending={pending}
      onConfirm={submit}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
