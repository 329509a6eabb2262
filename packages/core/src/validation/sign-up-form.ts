/**
 * The sign-up form's rules (spec section 5 "Sign-up"): field messages, shown once something was
 * typed; all fields required; username and e-mail trimmed before sending, the password not.
 */
import {
  PASSWORD_LENGTH_MESSAGE,
  USERNAME_MIN_LENGTH,
  isEmailLike,
  isPasswordLongEnough,
} from './login-form';

/** Under the username field when it holds fewer than 3 characters. */
export const USERNAME_LENGTH_MESSAGE = 'Username must be at least 3 characters';

/** Under the e-mail field when it is not an x@y.z address without spaces. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Shown when the form is submitted while a field is empty or invalid. */
export const SIGNUP_INVALID_SUBMIT_MESSAGE =
  'Please fix the errors in the form before submitting before ye set sail!';

/** What the user typed, untrimmed. */
export interface SignUpValues {
  username: string;
  email: string;
  password: string;
}

/** @returns whether the e-mail (trimmed) is a valid address: x@y.z without spaces */
export function isValidSignUpEmail(email: string): boolean {
  return isEmailLike(email.trim());
}

/** @returns whether the username has at least 3 characters once trimmed */
export function isValidSignUpUsername(username: string): boolean {
  return username.trim().length >= USERNAME_MIN_LENGTH;
}

/** The sign-up form's messages and whether it may be submitted. */
export interface SignUpFormCheck {
  /** each null while the field is valid or nothing was typed in it */
  errors: { username: string | null; email: string | null; password: string | null };
  /** true only when every field is filled in and valid */
  canSubmit: boolean;
}

/** Checks the three sign-up fields. */
export function checkSignUpForm(values: SignUpValues): SignUpFormCheck {
  const usernameValid = isValidSignUpUsername(values.username);
  const emailValid = isValidSignUpEmail(values.email);
  const passwordValid = isPasswordLongEnough(values.password);
  return {
    errors: {
      username: usernameValid || values.username === '' ? null : USERNAME_LENGTH_MESSAGE,
      email: emailValid || values.email === '' ? null : EMAIL_MESSAGE,
      password: passwordValid || values.password === '' ? null : PASSWORD_LENGTH_MESSAGE,
    },
    canSubmit: usernameValid && emailValid && passwordValid,
  };
}

/** Body of POST /auth/signup. */
export interface SignUpPayload {
  username: string;
  email: string;
  password: string;
  /** always equal to password: the form has one password field */
  passwordConfirm: string;
}

/**
 * @returns the payload with username and e-mail trimmed and the password as typed, or null when
 *   the form is not valid (then show {@link SIGNUP_INVALID_SUBMIT_MESSAGE})
 */
export function buildSignUpPayload(values: SignUpValues): SignUpPayload | null {
  if (!checkSignUpForm(values).canSubmit) return null;
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordConfirm: values.password,
  };
}
