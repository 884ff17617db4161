import '../theme/extraRecipes';
import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { chakraToaster } from './chakraToaster';

/** Renders the toasts of `toaster` (./toaster.ts); LazyToaster mounts it with the first toast. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.600" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
