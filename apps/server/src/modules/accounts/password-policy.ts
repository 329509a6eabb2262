/**
 * What a new password must be beyond the spec's 8 characters (core's schema checks those):
 * not only spaces, not the username or e-mail nor containing them, and not easy to guess by
 * zxcvbn's estimate (common passwords, names, words, keyboard walks, dates, l33t) with its
 * common and English dictionaries, offline. Each refusal says why. The dictionaries are loaded on
 * the first check, not at start.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from an offline attack". */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn's cost grows with length; a long passphrase is judged by its first characters. */
const CHECKED_LENGTH = 100;

export const BLANK_PASSWORD_MESSAGE = 'Your password cannot be only spaces';
export const PERSONAL_PASSWORD_MESSAGE =
  'Your password must not be or contain your username or email address';
const GUESSABLE_PREFIX = 'This password is too easy to guess';
const GUESSABLE_ADVICE = 'Add another word or two; uncommon words are better.';

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })();
  return estimator;
}

/** The parts of the account a password must not contain (3 characters or more). */
function personalParts(account: { username: string; email: string }): string[] {
  const email = account.email.toLowerCase();
  const parts = [account.username.toLowerCase(), email, email.split('@')[0] ?? ''];
  return parts.filter((part) => part.length >= 3);
}

/** @returns whether `password` may be a new password of the account, and why not */
export async function checkNewPassword(
  password: string,
  account: { username: string; email: string },
): Promise<PasswordVerdict> {
  if (password.trim() === '') return { ok: false, reason: BLANK_PASSWORD_MESSAGE };
  const lower = password.toLowerCase();
  const parts = personalParts(account);
  if (parts.some((part) => lower.includes(part))) {
    return { ok: false, reason: PERSONAL_PASSWORD_MESSAGE };
  }
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password.slice(0, CHECKED_LENGTH), parts);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const why = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  const detail = why ? ` (${why.replace(/\.$/, '')})` : '';
  return { ok: false, reason: `${GUESSABLE_PREFIX}${detail}. ${GUESSABLE_ADVICE}` };
}
