/**
 * The shell's one hook of account sync (spec section 2: on load, if signed in, the shell runs the
 * sync routine). After hydration, and whenever the signed-in user changes (a login in this tab,
 * a change in another), it loads the routine and runs it; signed out, it loads nothing.
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect } from 'react';
import { parseLocalUser, useLocalUser } from '../session';
import { readStoredString } from '../storage';

/** The account the routine last ran for ('': a record without a username; null: none). */
let startedFor: string | null = null;

export function useAccountSync(): void {
  const username = useLocalUser()?.username ?? null;
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
