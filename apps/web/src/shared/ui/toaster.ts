// The app's one toast store (spec section 9: 4 s by default, 3 visible), as a
// small facade: Ark's toaster (zag's toast machines, ~4 kB gzip) is created
// in chakraToaster.ts, which the first toast loads, or `prepare()` before it
// (a signed-in page, whose 'Купить' must answer at once on a slow phone).
// Calls made before it is there wait in order; `create` returns the toast's
// id at once.
import type { CreateToasterReturn } from '@ark-ui/react/toast';

export { ADMIN_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toastDurations';

/** The part of Chakra's toaster the facade drives. */
export type RealToaster = Pick<CreateToasterReturn, 'create' | 'dismiss'>;
export type ToastOptions = Parameters<RealToaster['create']>[0];

export interface Toaster {
  /** Shows a toast; one with the `id` of a toast still shown replaces it. */
  create(options: ToastOptions): string;
  /** Closes the toast with this id, or all of them. */
  dismiss(id?: string): void;
  /** Loads Chakra's toaster and has the region mounted before any toast is asked for; settles once loaded (or failed). */
  prepare(): Promise<void>;
  /** Whether a toast was ever asked for or prepared (LazyToaster mounts the region then). */
  isUsed(): boolean;
  /** Calls `listener` on the first toast or `prepare()`; returns the unsubscribe function. */
  onFirstUse(listener: () => void): () => void;
}

type QueuedToast = ToastOptions & { id: string };

export function createToasterFacade(load: () => Promise<RealToaster>): Toaster {
  let real: RealToaster | null = null;
  let loading: Promise<void> | null = null;
  /** Toasts created before Chakra's toaster is there, in order. */
  let queue: QueuedToast[] = [];
  let used = false;
  let nextId = 0;
  const listeners = new Set<() => void>();

  const ensureLoaded = (): Promise<void> =>
    (loading ??= load().then(
      (loaded) => {
        real = loaded;
        const waiting = queue;
        queue = [];
        for (const toast of waiting) loaded.create(toast);
      },
      // The chunk did not load (offline): the next toast tries again.
      () => {
        loading = null;
      },
    ));

  const markUsed = () => {
    if (used) return;
    used = true;
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };

  return {
    create(options) {
      // Generated here, not by Chakra, so that the id is known before Chakra loads.
      const toast = { ...options, id: options.id ?? `toast:${++nextId}` };
      if (real) real.create(toast);
      else queue.push(toast);
      markUsed();
      void ensureLoaded();
      return toast.id;
    },
    prepare() {
      markUsed();
      return ensureLoaded();
    },
    dismiss(id) {
      // A toast dismissed before Chakra is there was never on screen: drop it.
      if (real) real.dismiss(id);
      else queue = id === undefined ? [] : queue.filter((toast) => toast.id !== id);
    },
    isUsed: () => used,
    onFirstUse(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toaster = createToasterFacade(() => import('./chakraToaster').then((m) => m.chakraToaster));
