import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH_MESSAGE } from './login-form';
import {
  EMAIL_MESSAGE,
  SIGNUP_INVALID_SUBMIT_MESSAGE,
  USERNAME_LENGTH_MESSAGE,
  buildSignUpPayload,
  checkSignUpForm,
  isValidSignUpEmail,
} from './sign-up-form';

const valid = { username: 'anne', email: 'anne@sea.io', password: 'password1' };

describe('the spec texts', () => {
  it('are exactly as written', () => {
    expect(USERNAME_LENGTH_MESSAGE).toBe('Username must be at least 3 characters');
    expect(EMAIL_MESSAGE).toBe('Please enter a valid email address');
    expect(SIGNUP_INVALID_SUBMIT_MESSAGE).toBe(
      'Please fix the errors in the form before submitting before ye set sail!',
    );
  });
});

describe('checkSignUpForm', () => {
  it('allows submitting a complete valid form', () => {
    expect(checkSignUpForm(valid)).toEqual({
      errors: { username: null, email: null, password: null },
      canSubmit: true,
    });
  });

  it('shows no message before anything was typed, but refuses to submit', () => {
    expect(checkSignUpForm({ username: '', email: '', password: '' })).toEqual({
      errors: { username: null, email: null, password: null },
      canSubmit: false,
    });
  });

  it('shows each message once something invalid was typed', () => {
    expect(checkSignUpForm({ username: 'an', email: 'anne@sea', password: 'short' })).toEqual({
      errors: {
        username: USERNAME_LENGTH_MESSAGE,
        email: EMAIL_MESSAGE,
        password: PASSWORD_LENGTH_MESSAGE,
      },
      canSubmit: false,
    });
  });

  it('counts the username after trimming', () => {
    expect(checkSignUpForm({ ...valid, username: '  an  ' }).errors.username).toBe(
      USERNAME_LENGTH_MESSAGE,
    );
  });

  it.each([
    ['requires the username', { ...valid, username: '' }],
    ['requires the e-mail', { ...valid, email: '' }],
    ['requires the password', { ...valid, password: '' }],
  ])('%s', (_rule, values) => {
    expect(checkSignUpForm(values).canSubmit).toBe(false);
  });
});

describe('isValidSignUpEmail', () => {
  it('refuses spaces inside the address but ignores them around it', () => {
    expect(isValidSignUpEmail('anne bonny@sea.io')).toBe(false);
    expect(isValidSignUpEmail(' anne@sea.io ')).toBe(true);
  });
});

describe('buildSignUpPayload', () => {
  it('trims username and e-mail, keeps the password as typed and confirms it', () => {
    expect(
      buildSignUpPayload({ username: ' anne ', email: ' anne@sea.io ', password: ' pass word ' }),
    ).toEqual({
      username: 'anne',
      email: 'anne@sea.io',
      password: ' pass word ',
      passwordConfirm: ' pass word ',
    });
  });

  it('sends nothing when the form is invalid', () => {
    expect(buildSignUpPayload({ ...valid, email: 'nope' })).toBeNull();
  });
});
