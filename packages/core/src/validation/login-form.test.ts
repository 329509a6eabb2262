import { describe, expect, it } from 'vitest';
import {
  LOGIN_IDENTIFIER_MESSAGE,
  LOGIN_INVALID_SUBMIT_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  buildLoginBody,
  checkLoginForm,
  classifyLoginIdentifier,
  isEmailLike,
} from './login-form';

describe('the spec texts', () => {
  it('are exactly as written', () => {
    expect(LOGIN_IDENTIFIER_MESSAGE).toBe('Please enter a valid email or username');
    expect(PASSWORD_LENGTH_MESSAGE).toBe('Password must be at least 8 characters');
    expect(LOGIN_INVALID_SUBMIT_MESSAGE).toBe(
      'Please enter a valid email or username and password (8+ characters)',
    );
  });
});

describe('isEmailLike', () => {
  it.each(['a@b.co', 'anne.bonny@sea.example.org', 'x+tag@y.z'])('sees %j as an e-mail', (text) => {
    expect(isEmailLike(text)).toBe(true);
  });

  it.each(['a@b', 'a b@c.d', '@b.c', 'a@.', 'a@@b.c', 'anne'])('does not see %j as one', (text) => {
    expect(isEmailLike(text)).toBe(false);
  });
});

describe('classifyLoginIdentifier', () => {
  it('reads an x@y.z identifier as an e-mail, trimmed', () => {
    expect(classifyLoginIdentifier(' anne@sea.io ')).toEqual({
      kind: 'email',
      value: 'anne@sea.io',
    });
  });

  it('reads anything else of at least 3 characters as a username', () => {
    expect(classifyLoginIdentifier('bon')).toEqual({ kind: 'username', value: 'bon' });
    expect(classifyLoginIdentifier('a@b')).toEqual({ kind: 'username', value: 'a@b' });
  });

  it('refuses a username shorter than 3 characters once trimmed', () => {
    expect(classifyLoginIdentifier('ab')).toBeNull();
    expect(classifyLoginIdentifier('  ab  ')).toBeNull();
  });
});

describe('checkLoginForm', () => {
  it('allows submitting only when both fields are valid', () => {
    expect(checkLoginForm('anne', '12345678').canSubmit).toBe(true);
    expect(checkLoginForm('anne', '1234567').canSubmit).toBe(false);
    expect(checkLoginForm('an', '12345678').canSubmit).toBe(false);
    expect(checkLoginForm('', '').canSubmit).toBe(false);
  });

  it('shows each field message once the field holds something invalid', () => {
    expect(checkLoginForm('an', 'short')).toEqual({
      identifierError: LOGIN_IDENTIFIER_MESSAGE,
      passwordError: PASSWORD_LENGTH_MESSAGE,
      canSubmit: false,
    });
  });

  it('does not show messages on empty fields', () => {
    expect(checkLoginForm('', '')).toEqual({
      identifierError: null,
      passwordError: null,
      canSubmit: false,
    });
  });

  it('counts spaces in the password, which is never trimmed', () => {
    expect(checkLoginForm('anne', '       1').canSubmit).toBe(true);
  });
});

describe('buildLoginBody', () => {
  it('sends an e-mail under email and a username under username', () => {
    expect(buildLoginBody(' anne@sea.io', 'password1')).toEqual({
      email: 'anne@sea.io',
      password: 'password1',
    });
    expect(buildLoginBody('anne ', ' password1 ')).toEqual({
      username: 'anne',
      password: ' password1 ',
    });
  });

  it('sends nothing when the form is invalid', () => {
    expect(buildLoginBody('anne', 'short')).toBeNull();
    expect(buildLoginBody('a', 'password1')).toBeNull();
  });
});
