// The app's one toast store (spec section 9: 4 s by default, 3 visible).
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 4000;
/** Admin pages show their toasts longer (spec section 9). */
export const ADMIN_TOAST_DURATION_MS = 6000;

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});
