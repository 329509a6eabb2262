/**
 * Records queued local changes in the sync outbox, loading the code that does it on the first
 * change (after the page is up), once for a burst of changes.
 */

/**
 * @param loadFlush loads the function that takes and records the queue
 * @returns `request`: makes sure a flush is on its way
 */
export function createLocalChangeFlusher(loadFlush: () => Promise<() => void>) {
  let isFlushScheduled = false;
  return {
    request(): void {
      if (isFlushScheduled) return;
      isFlushScheduled = true;
      loadFlush().then(
        (flush) => {
          isFlushScheduled = false;
          flush();
        },
        () => {
          isFlushScheduled = false; // offline: the next change tries to load it again
        },
      );
    },
  };
}
