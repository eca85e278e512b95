import type { ExternalToast } from 'sonner';

// Toasts (SPEC §9) are raised through here rather than from the toast library itself, so that no
// page carries the library in its own code: it is fetched when the toast host loads (once the first
// page is up and the browser is idle, app/providers.tsx) or when a toast is raised, whichever
// comes first. A toast raised before the host is up is shown once it is (the library keeps it).

type Toast = typeof import('sonner')['toast'];

let library: Promise<Toast> | undefined;
const loadToast = (): Promise<Toast> => {
  library ??= import('sonner').then((module) => module.toast);
  return library;
};

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadToast().then((show) => show.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadToast().then((show) => show.error(message, options));
  },
};
