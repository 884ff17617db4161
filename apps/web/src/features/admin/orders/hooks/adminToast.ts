import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../../shared/ui/toaster';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * Admin pages keep their toasts 6 s (spec section 9). An `id` replaces an
 * earlier toast with the same id; it is left out otherwise, because an
 * explicit `id: undefined` overrides the toaster's generated id.
 */
export function adminToast(type: ToastType, title: string, description?: string, id?: string): void {
  toaster.create({ type, title, description, duration: ADMIN_TOAST_DURATION_MS, ...(id ? { id } : {}) });
}
