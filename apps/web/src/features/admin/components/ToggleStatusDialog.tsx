import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
    <Dialog.Root open={target !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {block ? t('users.confirm.blockTitle') : t('users.confirm.activateTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {block ? t('users.confirm.blockText', vars) : t('users.confirm.activateText', vars)}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('users.confirm.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={block ? 'red' : 'green'}
                loading={toggle.isPending}
                onClick={() => target && toggle.mutate({ id: target.id, status: target.status })}
              >
                {block ? t('users.list.block') : t('users.list.activate')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
