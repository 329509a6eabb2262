import { describe, expect, it } from 'vitest';
import {
  LOGIN_AUTH_FAILED_MESSAGE,
  LOGIN_MISSING_TOKEN_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  SIGNUP_MISSING_TOKEN_MESSAGE,
} from '../validation/auth-messages';
import { readLoginAnswer, readSignUpAnswer } from './auth-answer';

describe('readLoginAnswer', () => {
  it.each([
    ['a token means success', true, { token: 'sid' }, { ok: true, token: 'sid' }],
    [
      'a refusal shows the server text',
      false,
      { error: 'Wrong password' },
      { ok: false, reason: 'Wrong password' },
    ],
    [
      'a refusal without text says authentication failed',
      false,
      null,
      { ok: false, reason: LOGIN_AUTH_FAILED_MESSAGE },
    ],
    [
      'a blank error text counts as none',
      false,
      { error: ' ' },
      { ok: false, reason: LOGIN_AUTH_FAILED_MESSAGE },
    ],
    [
      'an OK answer without token gets the riddle',
      true,
      { user: {} },
      { ok: false, reason: LOGIN_MISSING_TOKEN_MESSAGE },
    ],
    [
      'a token that is not text counts as missing',
      true,
      { token: 42 },
      { ok: false, reason: LOGIN_MISSING_TOKEN_MESSAGE },
    ],
    [
      'a token in a refusal is not a success',
      false,
      { token: 'sid' },
      { ok: false, reason: LOGIN_AUTH_FAILED_MESSAGE },
    ],
  ])('%s', (_rule, httpOk, body, expected) => {
    expect(readLoginAnswer(httpOk, body)).toEqual(expected);
  });
});

describe('readSignUpAnswer', () => {
  it.each([
    ['a token means success', true, { token: 'sid' }, { ok: true, token: 'sid' }],
    [
      'a refusal shows the server error field',
      false,
      { error: 'Username taken' },
      { ok: false, reason: 'Username taken' },
    ],
    [
      'a refusal without error field says registration failed',
      false,
      'Bad Gateway',
      { ok: false, reason: SIGNUP_FAILED_MESSAGE },
    ],
    [
      'an OK answer without token speaks in riddles',
      true,
      {},
      { ok: false, reason: SIGNUP_MISSING_TOKEN_MESSAGE },
    ],
  ])('%s', (_rule, httpOk, body, expected) => {
    expect(readSignUpAnswer(httpOk, body)).toEqual(expected);
  });
});
