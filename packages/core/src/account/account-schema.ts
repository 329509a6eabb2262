/**
 * Wire shapes of the product API's account calls (spec section 7): /auth/login, /auth/signup,
 * /users/me, /users/me/updateName, /sync/4k_token, and the stored user-info record.
 */
import { z } from 'zod';
import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MIN_LENGTH,
  isEmailLike,
} from '../validation/login-form';
import { EMAIL_MESSAGE, USERNAME_LENGTH_MESSAGE } from '../validation/sign-up-form';
import { INVALID_TOKEN_INPUT_MESSAGE, readStoredUiToken } from '../validation/ui-token';

/** Longest accepted username, in characters (the spec sets none; this bounds storage). */
export const USERNAME_MAX_LENGTH = 64;
/** Longest accepted e-mail address, in characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest accepted password, in characters (bounds the cost of hashing it). */
export const PASSWORD_MAX_LENGTH = 1024;
/** Longest accepted display name, in characters. */
export const NAME_MAX_LENGTH = 100;

/** A signed-in user as GET /users/me answers. Missing name, e-mail or flags fall back. */
export const userSchema = z.object({
  name: z
    .string()
    .nullable()
    .catch(null)
    .transform((name) => name ?? ''),
  email: z.string().catch(''),
  username: z.string().min(1),
  isDonator: z.boolean().catch(false),
  /** the user's own UI token, synced from their browser; null when none */
  '4k_token': z.string().nullable().catch(null),
});

/** A user as the web app holds it after parsing. */
export type User = z.output<typeof userSchema>;

/** A refusal: the product API's error answers carry an `error` text. */
export const errorAnswerSchema = z.object({ error: z.string().min(1) });

/** GET /users/me: the user, or `{ error }` (an answer with an error is a refusal). */
export const meAnswerSchema = z.union([errorAnswerSchema, userSchema]);

/** The browser's 'user-info' record: at least a username; an `error` marks it for removal. */
export const userInfoSchema = userSchema.partial().extend({
  username: z.string().min(1),
  error: z.string().optional(),
});

/** The parsed 'user-info' record. */
export type UserInfo = z.output<typeof userInfoSchema>;

/** Refused for a password: it is not text (an unpaired UTF-16 surrogate, which JSON allows). */
export const PASSWORD_CHARACTER_MESSAGE = 'Password contains a character that is not text';

/** An unpaired surrogate becomes U+FFFD when hashed, so any two would match each other. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** @returns true when `text` is well-formed UTF-16 (no unpaired surrogate) */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

const loginPasswordSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH)
  .refine(isWellFormedText, PASSWORD_CHARACTER_MESSAGE);

/** A new password: the spec's 8 characters at least, well-formed text. */
const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH)
  .refine(isWellFormedText, PASSWORD_CHARACTER_MESSAGE);

/**
 * Body of POST /auth/login: `{ email, password }` or `{ username, password }` (identifiers
 * trimmed). When both are sent, `email` is used.
 */
export const loginBodySchema = z.union([
  z.object({
    email: z.string().trim().max(EMAIL_MAX_LENGTH).refine(isEmailLike),
    password: loginPasswordSchema,
  }),
  z.object({
    username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
    password: loginPasswordSchema,
  }),
]);

/**
 * Body of POST /auth/signup. Username and e-mail are trimmed; a username may not contain spaces
 * or '@' (else the login form would read it as an e-mail); passwordConfirm must equal password.
 */
export const signUpPayloadSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, USERNAME_LENGTH_MESSAGE)
      .max(USERNAME_MAX_LENGTH)
      .regex(/^[^\s@]+$/, 'Username cannot contain spaces or @'),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).refine(isEmailLike, EMAIL_MESSAGE),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((payload) => payload.password === payload.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'Passwords do not match',
  });

/** A validated sign-up payload (username and e-mail trimmed). */
export type SignUpPayloadInput = z.output<typeof signUpPayloadSchema>;

/**
 * Success answer of POST /auth/login and /auth/signup. The session secret travels only in the
 * cookie; `token` is the non-secret session id the spec's client checks for ("token read").
 */
export const authSuccessAnswerSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});

/** Body of POST /users/me/updateName: the new display name, trimmed, not empty. */
export const updateNameBodySchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
});

/**
 * Body of POST /users/me/password: the current password, and the new one twice. The server
 * also applies its password policy (common, guessable or personal passwords are refused).
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
    newPasswordConfirm: z.string(),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: 'Passwords do not match',
  });

/** Body of POST /sync/4k_token: a token that starts with 'ey' and has at least 50 characters. */
export const syncTokenBodySchema = z.object({
  token: z
    .string()
    .trim()
    .max(8192)
    .refine((token) => readStoredUiToken(token) !== null, INVALID_TOKEN_INPUT_MESSAGE),
});

/** What a token check call answers: the streams the token unlocks (shape left to the source). */
export const tokenCheckAnswerSchema = z.object({ streams: z.array(z.unknown()).catch([]) });
