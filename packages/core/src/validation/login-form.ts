/**
 * The login form's rules (spec section 5 "Login identifier"): what counts as an e-mail or a
 * username, the field messages, when submitting is allowed, and the body sent to /auth/login.
 */

/** Shortest accepted password, in characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** Shortest accepted username, in characters (after trimming). */
export const USERNAME_MIN_LENGTH = 3;

/** Under the identifier field when it is neither an e-mail nor a username. */
export const LOGIN_IDENTIFIER_MESSAGE = 'Please enter a valid email or username';

/** Under a password field holding fewer than 8 characters (login and sign-up). */
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters';

/** Shown when the form is submitted while a field is invalid. */
export const LOGIN_INVALID_SUBMIT_MESSAGE =
  'Please enter a valid email or username and password (8+ characters)';

/**
 * The simple x@y.z e-mail pattern: no spaces, one '@', a dot after it.
 * @param text already trimmed
 */
export function isEmailLike(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** What the identifier field holds, trimmed. */
export type LoginIdentifier =
  { kind: 'email'; value: string } | { kind: 'username'; value: string };

/**
 * Reads the identifier field: an e-mail when it matches x@y.z, else a username of at least 3
 * characters. Surrounding spaces are ignored.
 * @returns the identifier, or null when it is neither
 */
export function classifyLoginIdentifier(input: string): LoginIdentifier | null {
  const value = input.trim();
  if (isEmailLike(value)) return { kind: 'email', value };
  if (value.length >= USERNAME_MIN_LENGTH) return { kind: 'username', value };
  return null;
}

/** @returns whether the password is long enough; it is never trimmed */
export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** The login form's messages and whether it may be submitted. */
export interface LoginFormCheck {
  /** null while the field is valid or still empty (an untouched form is not shown in red) */
  identifierError: string | null;
  passwordError: string | null;
  /** true only when both fields are valid */
  canSubmit: boolean;
}

/** Checks both login fields. */
export function checkLoginForm(identifier: string, password: string): LoginFormCheck {
  const identifierValid = classifyLoginIdentifier(identifier) !== null;
  const passwordValid = isPasswordLongEnough(password);
  return {
    identifierError: identifierValid || identifier === '' ? null : LOGIN_IDENTIFIER_MESSAGE,
    passwordError: passwordValid || password === '' ? null : PASSWORD_LENGTH_MESSAGE,
    canSubmit: identifierValid && passwordValid,
  };
}

/** Body of POST /auth/login: the identifier under `email` or `username`. */
export type LoginBody =
  { email: string; password: string } | { username: string; password: string };

/**
 * @returns the body to send, or null when the form is not valid (then show
 *   {@link LOGIN_INVALID_SUBMIT_MESSAGE})
 */
export function buildLoginBody(identifier: string, password: string): LoginBody | null {
  const classified = classifyLoginIdentifier(identifier);
  if (!classified || !isPasswordLongEnough(password)) return null;
  return classified.kind === 'email'
    ? { email: classified.value, password }
    : { username: classified.value, password };
}
