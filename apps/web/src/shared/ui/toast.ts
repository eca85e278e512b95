import type { ExternalToast } from 'sonner';

// Toasts (SPEC §9) are raised through here rather than from the toast library itself, so that no
// page carries the library: it is fetched when the first toast is raised, and the toast host
// (app/providers.tsx) is mounted then too. The library keeps a toast raised before its host is up
// and shows it once it is.

type Toast = typeof import('sonner')['toast'];

let library: Promise<Toast> | undefined;
let raised = false;
const listeners = new Set<() => void>();

function loadToast(): Promise<Toast> {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  library ??= import('sonner').then((module) => module.toast);
  return library;
}

/** Whether a toast has been raised yet: the toast host is only needed from then on. */
export const toastRaised = (): boolean => raised;

export function subscribeToToastRaised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadToast().then((show) => show.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadToast().then((show) => show.error(message, options));
  },
};
