/**
 * The /4k page's calls (decision 0024): testing a token (`GET /api/4k/check` with the token in
 * the `Ui-Token` header and the session cookie), keeping it in this browser (`4kToken`) and
 * syncing it to the signed-in user's own account (`POST /api/sync/4k_token`, then the
 * `4kTokenSynced` mark so the sync routine does not send it again).
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { getUiTokenSyncMark } from '@reelhouse/core/sync/client-token';
import { isTokenCheckValid } from '@reelhouse/core/account/token-wizard';
import { getJsonForAnswer, postJson, type JsonAnswer } from '~/lib/api-client';
import { writeStoredString } from '~/lib/storage';

/** One library title the token unlocks in 4K, as the tester lists it. */
export interface FourKStream {
  type: 'movie' | 'show';
  title: string;
  year: number | null;
  /** how many of its videos (1 for a film, episodes for a series) have a 4K rendition */
  videos: number;
}

/** What a test of a token found. */
export type TokenCheckResult =
  /** the token is the signed-in user's own and unlocks these titles (never empty) */
  | { kind: 'valid'; streams: FourKStream[]; expiresAt: number | null }
  /** refused (another account's, expired, withdrawn, not ours) or unlocking nothing */
  | { kind: 'invalid'; reason: string | null }
  /** no session: a token can only be tested by the account it was issued to */
  | { kind: 'signed-out' }
  /** the test could not run (offline, too many tests, a server fault) */
  | { kind: 'unavailable'; reason: string };

/** Said when the test could not run; the token may be fine. */
export const TOKEN_CHECK_UNAVAILABLE_MESSAGE =
  'The token could not be tested just now. Please try again in a moment.';

const TOO_MANY_CHECKS_MESSAGE = 'Too many tests in a short time. Please wait a minute.';

function readStream(value: unknown): FourKStream | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, title, year, videos } = value as Record<string, unknown>;
  if ((type !== 'movie' && type !== 'show') || typeof title !== 'string') return null;
  return {
    type,
    title,
    year: typeof year === 'number' ? year : null,
    videos: typeof videos === 'number' ? videos : 1,
  };
}

/** @returns the expiry as epoch milliseconds (the server sends a number), or null */
function readExpiry(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

function readField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, field) : undefined;
}

/**
 * Reads the tester's answer by the spec's rule: valid when the answer lists streams.
 * @returns what the page tells the visitor
 */
export function readTokenCheckAnswer(answer: JsonAnswer): TokenCheckResult {
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === 429) return { kind: 'unavailable', reason: TOO_MANY_CHECKS_MESSAGE };
  const error = readField(answer.body, 'error');
  const reason = typeof error === 'string' ? error : null;
  if (answer.status === 403) return { kind: 'invalid', reason };
  if (!answer.ok) return { kind: 'unavailable', reason: TOKEN_CHECK_UNAVAILABLE_MESSAGE };
  const listed = readField(answer.body, 'streams');
  if (!Array.isArray(listed) || !isTokenCheckValid(listed)) return { kind: 'invalid', reason };
  const streams = listed.map(readStream).filter((stream) => stream !== null);
  return { kind: 'valid', streams, expiresAt: readExpiry(readField(answer.body, 'expiresAt')) };
}

/** Tests a token with the server. Never throws but for an abort. */
export async function checkFourKToken(
  token: string,
  signal?: AbortSignal,
): Promise<TokenCheckResult> {
  try {
    return readTokenCheckAnswer(
      await getJsonForAnswer('/api/4k/check', { 'Ui-Token': token }, signal),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'unavailable', reason: TOKEN_CHECK_UNAVAILABLE_MESSAGE };
  }
}

/** What submitting did. */
export type TokenSubmitOutcome =
  /** the browser refused to keep it: nothing changed */
  | 'not-stored'
  /** kept in this browser; signed out, so the account sync sends it after the next sign-in */
  | 'stored'
  /** kept here and on the signed-in user's account */
  | 'synced'
  /** kept here; the account could not be told now (the sync routine tries again on load) */
  | 'sync-failed';

/**
 * Keeps the token in this browser, then, when signed in, on the user's own account.
 * @param isSignedIn whether this browser has a signed-in user
 */
export async function submitFourKToken(
  token: string,
  isSignedIn: boolean,
): Promise<TokenSubmitOutcome> {
  try {
    writeStoredString(STORAGE_KEYS.fourKToken, token);
  } catch {
    return 'not-stored';
  }
  if (!isSignedIn) return 'stored';
  try {
    await postJson('/api/sync/4k_token', { token });
  } catch {
    return 'sync-failed';
  }
  try {
    writeStoredString(STORAGE_KEYS.fourKTokenSynced, getUiTokenSyncMark(token));
  } catch {
    // Without the mark the sync routine sends the token once more, which the server accepts.
  }
  return 'synced';
}
