/**
 * Reading the answers of POST /auth/login and /auth/signup (spec sections 7 and 8): a token means
 * success; otherwise which text the form shows. Plain checks, so the forms need no zod.
 */
import {
  LOGIN_AUTH_FAILED_MESSAGE,
  LOGIN_MISSING_TOKEN_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  SIGNUP_MISSING_TOKEN_MESSAGE,
} from '../validation/auth-messages';

/** The token of a success, or the reason text of a failure. */
export type AuthAnswer = { ok: true; token: string } | { ok: false; reason: string };

/** @returns the non-empty string under `key` of a JSON object, else null */
function readText(body: unknown, key: 'token' | 'error'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * @param httpOk whether the HTTP status was 2xx
 * @param body the parsed JSON body, or null when it was not JSON
 * @returns the token, or why not: the server's `error` text, else 'Authentication failed' for a
 *   refusal, or the riddle message for an OK answer without token. The form shows
 *   LOGIN_FAILED_MESSAGE for every failure, with this reason beneath it.
 */
export function readLoginAnswer(httpOk: boolean, body: unknown): AuthAnswer {
  if (!httpOk) return { ok: false, reason: readText(body, 'error') ?? LOGIN_AUTH_FAILED_MESSAGE };
  const token = readText(body, 'token');
  return token ? { ok: true, token } : { ok: false, reason: LOGIN_MISSING_TOKEN_MESSAGE };
}

/**
 * @param httpOk whether the HTTP status was 2xx
 * @param body the parsed JSON body, or null when it was not JSON
 * @returns the token, or the text to show: the server's `error` text, else 'Arrr! Registration
 *   failed' for a refusal; "The server be speakin' in riddles…" for an OK answer without token.
 *   A request that got no answer shows SIGNUP_NETWORK_FAILURE_MESSAGE instead.
 */
export function readSignUpAnswer(httpOk: boolean, body: unknown): AuthAnswer {
  if (!httpOk) return { ok: false, reason: readText(body, 'error') ?? SIGNUP_FAILED_MESSAGE };
  const token = readText(body, 'token');
  return token ? { ok: true, token } : { ok: false, reason: SIGNUP_MISSING_TOKEN_MESSAGE };
}
