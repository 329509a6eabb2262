import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from '~/lib/api-client';
import {
  INITIAL_SIGN_UP_STATE,
  reduceSignUp,
  resolveSignUpOutcome,
  type SignUpAction,
  type SignUpState,
} from './sign-up-state';

const INVALID = 'Please fix the errors in the form before submitting before ye set sail!';

function run(...actions: SignUpAction[]): SignUpState {
  return actions.reduce(reduceSignUp, INITIAL_SIGN_UP_STATE);
}

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

describe('the sign-up form states', () => {
  it('shows the fix-the-errors text on an invalid submit, and editing any field clears it', () => {
    const invalid = run({ type: 'submit-invalid' });
    expect(invalid.error).toBe(INVALID);
    expect(reduceSignUp(invalid, { type: 'edit', field: 'email', value: 'a' })).toMatchObject({
      values: { username: '', email: 'a', password: '' },
      error: null,
    });
  });

  it('ignores edits and a second submit while submitting, then keeps the values on failure', () => {
    const sending = run(
      { type: 'edit', field: 'username', value: 'anne' },
      { type: 'submit' },
      { type: 'edit', field: 'username', value: 'other' },
      { type: 'submit-invalid' },
    );
    expect(sending).toMatchObject({ status: 'submitting', error: null });
    expect(sending.values.username).toBe('anne');
    const failed = reduceSignUp(sending, { type: 'fail', error: 'Taken' });
    expect(failed).toMatchObject({ status: 'idle', error: 'Taken' });
    expect(failed.values.username).toBe('anne');
  });

  it('a failure text stays until the next edit', () => {
    const failed = run({ type: 'submit' }, { type: 'fail', error: 'Taken' });
    expect(reduceSignUp(failed, { type: 'submit-invalid' }).error).toBe(INVALID);
    expect(reduceSignUp(failed, { type: 'edit', field: 'password', value: 'x' }).error).toBeNull();
  });
});

describe('resolveSignUpOutcome', () => {
  it('succeeds only with a token', () => {
    expect(resolveSignUpOutcome(answer(201, { token: 'sid' }))).toEqual({ ok: true });
    expect(resolveSignUpOutcome(answer(200, {}))).toEqual({
      ok: false,
      error: "The server be speakin' in riddles. Try again, or consult the ship's engineer.",
    });
  });

  it("shows the server's error, else 'Arrr! Registration failed'", () => {
    expect(resolveSignUpOutcome(answer(409, { error: 'Username taken' }))).toEqual({
      ok: false,
      error: 'Username taken',
    });
    expect(resolveSignUpOutcome(answer(500, null))).toEqual({
      ok: false,
      error: 'Arrr! Registration failed',
    });
  });

  it('says the ship sank when no answer came back', () => {
    expect(resolveSignUpOutcome(null)).toEqual({
      ok: false,
      error: 'Oi! the ship carrying your registration sank, you wanna try that again?',
    });
  });
});
