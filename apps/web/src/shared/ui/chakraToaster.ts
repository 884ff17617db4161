// The toast store behind the facade in toaster.ts (Ark's, the one Chakra's
// toasts use); loaded with the first toast, so its code is not part of the
// first download.
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from './toastDurations';

/** Phones: below the content, away from the header's cart button; wider screens: top right. */
const isPhone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches === true;

export const chakraToaster = createToaster({
  placement: isPhone ? 'bottom' : 'top-end',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});
