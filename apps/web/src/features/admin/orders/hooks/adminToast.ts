import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../../shared/ui/toaster';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Admin pages keep their toasts 6 s (spec section 9). */
export function adminToast(type: ToastType, title: string, description?: string, id?: string): void {
  toaster.create({ id, type, title, description, duration: ADMIN_TOAST_DURATION_MS });
}
