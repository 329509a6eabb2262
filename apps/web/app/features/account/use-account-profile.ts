/**
 * The account tab's data: the stored user at once, then GET /users/me (signed in or not); the
 * answer is kept as user-info, and a 401 forgets it. Also the name save (6 s cooldown) and logout.
 */
import type { User } from '@reelhouse/core/account/account-schema';
import { canSaveProfile } from '@reelhouse/core/account/profile';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useLatestRequest } from '~/lib/abortable-request';
import { getJson, postJson, postNoBody } from '~/lib/api-client';
import { subscribeToStorage } from '~/lib/storage';
import { parseUserInfo, readUserInfoText, removeUserInfo, storeUserInfo } from './account-storage';
import {
  readLocalUser,
  readProfileAnswer,
  readProfileFailure,
  readSavedUser,
  type ProfileAnswer,
} from './profile-answer';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface AccountProfile {
  /** false on the server and until the browser knows whether someone is signed in */
  isLoaded: boolean;
  user: User | null;
  saveStatus: SaveStatus;
  /** sends the name, unless signed out or within 6 s of the last save */
  saveName: (name: string) => void;
  isLoggingOut: boolean;
  logout: () => void;
}

function subscribeToUserInfo(onChange: () => void): () => void {
  return subscribeToStorage((key) => {
    if (key === null || key === STORAGE_KEYS.userInfo) onChange();
  });
}

function requestProfile(_key: string, signal: AbortSignal): Promise<ProfileAnswer> {
  return getJson<unknown>('/api/users/me', signal).then(readProfileAnswer, readProfileFailure);
}

/** Keeps (or forgets) the browser's record to match the server's answer. */
function keepProfile(read: ProfileAnswer): void {
  if (read.kind === 'user') storeUserInfo(read.user);
  // The server no longer knows this session: the browser's record goes too.
  if (read.kind === 'signed-out') removeUserInfo();
}

/** The stored user; undefined on the server and while hydrating. */
function useStoredUser(): User | null | undefined {
  const raw = useSyncExternalStore(subscribeToUserInfo, readUserInfoText, () => undefined);
  return useMemo(() => (raw === undefined ? undefined : readLocalUser(parseUserInfo(raw))), [raw]);
}

export function useAccountProfile(): AccountProfile {
  const navigate = useNavigate();
  const stored = useStoredUser();
  const profile = useLatestRequest('users/me', requestProfile, { onDone: keepProfile });
  const answer = profile.status === 'done' ? profile.value : null;
  const [savedUser, setSavedUser] = useState<User | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const lastSavedAt = useRef<number | null>(null);

  // Newest first: a saved name, the server's answer, then what the browser kept.
  const user =
    savedUser ??
    (answer?.kind === 'user' ? answer.user : answer?.kind === 'signed-out' ? null : stored) ??
    null;
  const isLoaded = answer !== null || (stored !== undefined && stored !== null);

  const saveName = useCallback(
    (name: string) => {
      const now = Date.now();
      if (user === null || !canSaveProfile(user.username, lastSavedAt.current, now)) return;
      lastSavedAt.current = now;
      setSaveStatus('saving');
      const trimmed = name.trim();
      postJson('/api/users/me/updateName', { name: trimmed }).then(
        (body) => {
          const saved = readSavedUser(body, user, trimmed);
          storeUserInfo(saved);
          setSavedUser(saved);
          setSaveStatus('saved');
        },
        () => setSaveStatus('failed'),
      );
    },
    [user],
  );

  const logout = useCallback(() => {
    setIsLoggingOut(true);
    // The browser's session ends even when the server cannot be told.
    void postNoBody('/api/auth/logout')
      .catch(() => undefined)
      .then(() => {
        removeUserInfo();
        return navigate('/login');
      });
  }, [navigate]);

  return { isLoaded, user, saveStatus, saveName, isLoggingOut, logout };
}
