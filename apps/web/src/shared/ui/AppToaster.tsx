import { Toast, Toaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { chakraToaster } from './chakraToaster';

const INDICATORS = { success: CircleCheck, warning: CircleAlert, error: CircleAlert } as const;

/**
 * Renders the toasts of `toaster` (./toaster.ts); LazyToaster mounts it with
 * the first toast. Ark's unstyled toast parts (Chakra's toasts are the same
 * parts) with the classes of theme/toastCss.ts: see there why not Chakra's.
 */
export function AppToaster() {
  const { t } = useTranslation('layout');
  return createPortal(
    <Toaster toaster={chakraToaster} className="app-toaster" aria-label={t('toasts')}>
      {(toast) => {
        const Indicator = INDICATORS[toast.type as keyof typeof INDICATORS];
        return (
          <Toast.Root className="app-toast">
            {toast.type === 'loading' ? (
              <span className="app-toast__spinner" aria-hidden />
            ) : (
              Indicator && <Indicator className="app-toast__indicator" aria-hidden />
            )}
            <div className="app-toast__text">
              {toast.title && <Toast.Title className="app-toast__title">{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description className="app-toast__description">{toast.description}</Toast.Description>
              )}
            </div>
            {toast.action && (
              <Toast.ActionTrigger className="app-toast__action">{toast.action.label}</Toast.ActionTrigger>
            )}
            {toast.closable !== false && (
              <Toast.CloseTrigger className="app-toast__close" aria-label={t('closeToast')}>
                <X aria-hidden />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        );
      }}
    </Toaster>,
    document.body,
  );
}
