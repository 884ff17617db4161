// Chakra's toast store behind the facade in toaster.ts; loaded with the first
// toast, so its code is not part of the first download.
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toaster';

export const chakraToaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});
