import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The shop's toasts. Sonner (about 9 KB gzip) is fetched when the first toast is shown, not with
 * every page: most visits show none. Calls made before it arrives are replayed in the order they
 * were made, since each waits on the same import; sonner's store keeps them until the Toaster
 * (ui/toaster-on-demand.tsx, mounted once this module asks for it) subscribes and shows them.
 */
type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function withSonner(show: (sonner: Sonner) => void): void {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  void sonner.then(show);
}

/** True once a toast was asked for: the Toaster is needed from then on. */
export function hasShownToast(): boolean {
  return sonner !== undefined;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function subscribeFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => withSonner((s) => s.toast(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      withSonner((s) => s.toast.success(message, options)),
    error: (message: Message, options?: ExternalToast) => withSonner((s) => s.toast.error(message, options)),
    info: (message: Message, options?: ExternalToast) => withSonner((s) => s.toast.info(message, options)),
    warning: (message: Message, options?: ExternalToast) =>
      withSonner((s) => s.toast.warning(message, options)),
    /** Nothing to dismiss before the first toast, so that does not fetch sonner. */
    dismiss: (id?: string | number) => {
      if (sonner) withSonner((s) => s.toast.dismiss(id));
    },
  },
);
