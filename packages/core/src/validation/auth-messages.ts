/**
 * The texts the login and sign-up forms show when the server refuses or cannot be reached (spec
 * section 8 "Login", "Sign-up"). Field validation texts live beside their rules.
 */

/** Login refused without an error text from the server. */
export const LOGIN_AUTH_FAILED_MESSAGE = 'Authentication failed';

/**
 * Login answered OK but without a token. The spec asks for "a humorous riddle message" without
 * giving one; this one is ours, in the voice of the other texts.
 */
export const LOGIN_MISSING_TOKEN_MESSAGE =
  "What has a door but no key? Yer login, matey: the server let ye in but handed back no token. Try again, or consult the ship's engineer.";

/** Shown under the login form after any failed attempt. */
export const LOGIN_FAILED_MESSAGE =
  'Oi! Login failed. Double-check yer details and give it another shot, will you?';

/** Shown under the login form once the fifth failure locks it for 15 minutes. */
export const LOGIN_LOCKED_MESSAGE =
  "Ye've tried and failed too many times... try again in 15 minutes.";

/** Sign-up answered OK but without a token. */
export const SIGNUP_MISSING_TOKEN_MESSAGE =
  "The server be speakin' in riddles. Try again, or consult the ship's engineer.";

/** Sign-up refused without an error text from the server. */
export const SIGNUP_FAILED_MESSAGE = 'Arrr! Registration failed';

/** Sign-up request that never got an answer (network failure, unreadable body). */
export const SIGNUP_NETWORK_FAILURE_MESSAGE =
  'Oi! the ship carrying your registration sank, you wanna try that again?';
