import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';

/** Admin pages' toasts last 6 s (spec section 9). */
export function adminToast(type: 'success' | 'error', title: string) {
  toaster.create({ type, title, duration: ADMIN_TOAST_DURATION_MS });
}
