// How long toasts stay (spec section 9), apart from the toaster facade so that
// the lazily loaded Chakra store (chakraToaster.ts) can read them without
// importing the facade that loads it.
export const TOAST_DURATION_MS = 4000;
/** Admin pages show their toasts longer (spec section 9). */
export const ADMIN_TOAST_DURATION_MS = 6000;
