import { describe, expect, it } from 'vitest';
import {
  LOGIN_AUTH_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
  LOGIN_MISSING_TOKEN_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  SIGNUP_MISSING_TOKEN_MESSAGE,
  SIGNUP_NETWORK_FAILURE_MESSAGE,
} from './auth-messages';

describe('login and sign-up error texts', () => {
  it('are exactly as the spec writes them', () => {
    expect(LOGIN_AUTH_FAILED_MESSAGE).toBe('Authentication failed');
    expect(LOGIN_FAILED_MESSAGE).toBe(
      'Oi! Login failed. Double-check yer details and give it another shot, will you?',
    );
    expect(LOGIN_LOCKED_MESSAGE).toBe(
      "Ye've tried and failed too many times... try again in 15 minutes.",
    );
    expect(SIGNUP_MISSING_TOKEN_MESSAGE).toBe(
      "The server be speakin' in riddles. Try again, or consult the ship's engineer.",
    );
    expect(SIGNUP_FAILED_MESSAGE).toBe('Arrr! Registration failed');
    expect(SIGNUP_NETWORK_FAILURE_MESSAGE).toBe(
      'Oi! the ship carrying your registration sank, you wanna try that again?',
    );
  });

  it('give the login riddle its own text, distinct from the others', () => {
    expect(LOGIN_MISSING_TOKEN_MESSAGE).toMatch(/\?/);
    expect(LOGIN_MISSING_TOKEN_MESSAGE).not.toBe(SIGNUP_MISSING_TOKEN_MESSAGE);
  });
});
