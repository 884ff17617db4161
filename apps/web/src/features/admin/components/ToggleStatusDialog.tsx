import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToggleUserStatus } from '../hooks/useToggleUserStatus';

export interface ToggleTarget {
  id: number;
  email: string;
  name: string;
  /** The status the admin asked for. */
  status: 'blocked' | 'active';
}

interface ToggleStatusDialogProps {
  target: ToggleTarget | null;
  onClose: () => void;
}

/** Asks before blocking or activating; blocking signs the user out everywhere. */
export function ToggleStatusDialog({ target, onClose }: ToggleStatusDialogProps) {
  const { t } = useTranslation('admin');
  const toggle = useToggleUserStatus(onClose);
  const block = target?.status === 'blocked';
  const vars = { name: target?.name ?? '', email: target?.email ?? '' };
  return (
    <ConfirmDialog
      open={target !== null}
      title={block ? t('users.confirm.blockTitle') : t('users.confirm.activateTitle')}
      confirmLabel={block ? t('users.list.block') : t('users.list.activate')}
      cancelLabel={t('users.confirm.cancel')}
      confirmPalette={block ? 'red' : 'green'}
      pending={toggle.isPending}
      onConfirm={() => target && toggle.mutate({ id: target.id, status: target.status })}
      onClose={onClose}
    >
      {block ? t('users.confirm.blockText', vars) : t('users.confirm.activateText', vars)}
    </ConfirmDialog>
  );
}
