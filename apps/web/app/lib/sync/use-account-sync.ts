/**
 * The shell's one hook of account sync (spec section 2: on load, if signed in, the shell runs the
 * sync routine), and the one place that wires sync to the stores: local changes are recorded in
 * the outbox (that code loads on the first change), and, when signed in, a recorded change
 * starts a sync soon. After hydration, and whenever the signed-in user changes (a login in this
 * tab, a change in another), it loads the routine and runs it; signed out, it loads nothing.
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect } from 'react';
import { localChanges } from '../local-changes';
import { parseLocalUser, useLocalUser } from '../session';
import { readStoredString } from '../storage';
import { createLocalChangeFlusher } from './local-change-flusher';

/** The account the routine last ran for ('': a record without a username; null: none). */
let startedFor: string | null = null;

/** Whether the outbox's "changes recorded" listener is in place (once per page). */
let isSyncListening = false;

const flusher = createLocalChangeFlusher(async () => {
  const outbox = await import('./browser-outbox');
  if (!isSyncListening) {
    isSyncListening = true;
    outbox.onChangesRecorded((changes) => {
      if (readStoredString(STORAGE_KEYS.userInfo) === null) return;
      import('./browser-account-sync').then(
        (sync) => {
          sync.onLocalChanges(changes);
        },
        () => undefined, // offline: the outbox keeps the changes for the next sync
      );
    });
  }
  return outbox.flushQueuedChanges;
});

export function useAccountSync(): void {
  const username = useLocalUser()?.username ?? null;

  useEffect(() => {
    const stop = localChanges.listen(() => flusher.request());
    // Changes made before the shell was up (a store used while hydrating) are recorded now.
    if (localChanges.size > 0) flusher.request();
    return stop;
  }, []);

  useEffect(() => {
    // Read storage itself: while hydrating, `username` is the server's (signed out) for a render.
    const stored = readStoredString(STORAGE_KEYS.userInfo);
    const account = stored === null ? null : (parseLocalUser(stored)?.username ?? '');
    if (account === startedFor) return;
    startedFor = account;
    if (account === null) return;
    import('./browser-account-sync').then(
      (sync) => sync.startAccountSync(),
      () => {
        startedFor = null; // offline before the code arrived: the next render tries again
      },
    );
  }, [username]);
}
