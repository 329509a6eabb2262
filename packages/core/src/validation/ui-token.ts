/**
 * The personal streaming-provider UI token of the 4K guide (spec sections 5 and 8): what a valid
 * token looks like, which stored token is used, and the texts around checking and saving one.
 */

/** Shortest accepted token, in characters. */
export const UI_TOKEN_MIN_LENGTH = 50;

/** Tokens are JWT-like: they start with (and so contain) 'ey'. */
export const UI_TOKEN_PREFIX = 'ey';

/** Under the token input when the typed token is not acceptable. */
export const INVALID_TOKEN_INPUT_MESSAGE = 'Invalid token, please check and try again.';

/** Toast when the token check finds no streams. */
export const TOKEN_CHECK_FAILED_MESSAGE = 'Invalid token';

/** Toast when the token check finds streams. */
export const TOKEN_VALID_MESSAGE = 'Token is valid!';

/** Saving the token failed. */
export const TOKEN_SUBMIT_FAILED_MESSAGE =
  'Submission failed, please try again or report on discord, thanks.';

/** Saving the token succeeded. */
export const TOKEN_SUBMITTED_MESSAGE = 'Token submitted successfully';

/** The trimmed token, or the message to show. */
export type UiTokenCheck = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Validates a typed or pasted token: at least 50 characters and containing 'ey'. Surrounding
 * whitespace (a common paste artefact) is removed first; an empty input is invalid (required).
 * @returns the trimmed token, or the message {@link INVALID_TOKEN_INPUT_MESSAGE}
 */
export function validateUiToken(input: string): UiTokenCheck {
  const value = input.trim();
  if (value.length >= UI_TOKEN_MIN_LENGTH && value.includes(UI_TOKEN_PREFIX)) {
    return { ok: true, value };
  }
  return { ok: false, reason: INVALID_TOKEN_INPUT_MESSAGE };
}

/**
 * @param stored the value kept in the browser (key 'ui-token' or '4kToken') or on the account
 * @returns the token when it starts with 'ey' and has at least 50 characters, else null (ignored)
 */
export function readStoredUiToken(stored: string | null | undefined): string | null {
  if (!stored || stored.length < UI_TOKEN_MIN_LENGTH || !stored.startsWith(UI_TOKEN_PREFIX)) {
    return null;
  }
  return stored;
}
