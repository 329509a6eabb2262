/**
 * Reading GET /users/me for the account tab (spec sections 4 and 7): the user to show and keep,
 * a session the server no longer knows (forget the local record), or no answer (keep it).
 */
import { meAnswerSchema, userSchema, type User } from '@reelhouse/core/account/account-schema';
import { ApiError } from '~/lib/api-client';

const UNAUTHORIZED = 401;

export type ProfileAnswer =
  | { kind: 'user'; user: User }
  | { kind: 'signed-out' }
  /** the server could not be asked or answered something else: keep what the browser knows */
  | { kind: 'unavailable' };

/** @param body the answer of a GET /users/me that succeeded */
export function readProfileAnswer(body: unknown): ProfileAnswer {
  const parsed = meAnswerSchema.safeParse(body);
  if (!parsed.success) return { kind: 'unavailable' };
  return 'error' in parsed.data ? { kind: 'signed-out' } : { kind: 'user', user: parsed.data };
}

/** @param error what GET /users/me threw */
export function readProfileFailure(error: unknown): ProfileAnswer {
  return error instanceof ApiError && error.status === UNAUTHORIZED
    ? { kind: 'signed-out' }
    : { kind: 'unavailable' };
}

/**
 * The user after a name save: the answer when it is a user, else the one we had with its new
 * name (the spec does not say what the call answers).
 */
export function readSavedUser(body: unknown, before: User, name: string): User {
  const parsed = userSchema.safeParse(body);
  return parsed.success ? parsed.data : { ...before, name };
}

/** @returns the stored record as a user (missing fields at their defaults), or null */
export function readLocalUser(info: unknown): User | null {
  const parsed = userSchema.safeParse(info);
  return parsed.success ? parsed.data : null;
}
