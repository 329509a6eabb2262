/**
 * Toasts, loaded on demand: sonner's code arrives with the first toast, so it never weighs on
 * the first paint. Call `showToast` from anywhere; it waits until the toaster is on the page.
 */
import type { ExternalToast } from 'sonner';
import { createListeners } from './listeners';

type ToastKind = 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading';

const listeners = createListeners();
let isRequested = false;
let markMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks the shell to mount the toaster (idempotent). */
export function requestToaster(): void {
  if (isRequested) return;
  isRequested = true;
  listeners.notify();
}

export function isToasterRequested(): boolean {
  return isRequested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  return listeners.subscribe(listener);
}

/** Called by the toaster once it listens for toasts. */
export function notifyToasterMounted(): void {
  markMounted?.();
}

/** Shows a toast with the spec's defaults (4000 ms, up to 3 visible). @returns its id */
export async function showToast(
  message: string,
  options: ExternalToast & { kind?: ToastKind } = {},
): Promise<string | number> {
  requestToaster();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  const { kind = 'message', ...rest } = options;
  return kind === 'message' ? toast(message, rest) : toast[kind](message, rest);
}
