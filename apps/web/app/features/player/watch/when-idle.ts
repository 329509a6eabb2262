/** Longest wait for an idle moment before the task runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` at the browser's next idle moment (or soon, where there is no idle callback).
 * @returns a function that cancels it
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(task, 200);
  return () => {
    window.clearTimeout(handle);
  };
}
