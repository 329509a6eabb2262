import { describe, expect, it } from 'vitest';
import {
  BLANK_PASSWORD_MESSAGE,
  checkNewPassword,
  PERSONAL_PASSWORD_MESSAGE,
} from './password-policy';

const ACCOUNT = { username: 'walker', email: 'sky.walker@example.org' };

describe('checkNewPassword', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou2', 'P@ssw0rd123', 'Summer2024!'])(
    'refuses the common or guessable %j, saying why',
    async (password) => {
      const verdict = await checkNewPassword(password, ACCOUNT);
      expect(verdict.ok).toBe(false);
      if (verdict.ok) return;
      expect(verdict.reason).toMatch(/^This password is too easy to guess/);
      expect(verdict.reason).toMatch(/Add another word or two/);
    },
  );

  it('names the reason zxcvbn found, such as a heavily used password', async () => {
    expect(await checkNewPassword('password', ACCOUNT)).toEqual({
      ok: false,
      reason:
        'This password is too easy to guess (This is a heavily used password). Add another word or two; uncommon words are better.',
    });
  });

  it.each(['        ', '\t\t\t\t\t\t\t\t', ' \u00a0 \u00a0 \u00a0 \u00a0'])(
    'refuses a password of only spaces (%j)',
    async (password) => {
      expect(await checkNewPassword(password, ACCOUNT)).toEqual({
        ok: false,
        reason: BLANK_PASSWORD_MESSAGE,
      });
    },
  );

  it.each([
    'walker',
    'WALKER',
    'my walker is long enough',
    'sky.walker@example.org',
    'sky.walker99',
  ])('refuses %j, which is or contains the username or e-mail', async (password) => {
    expect(await checkNewPassword(password, ACCOUNT)).toEqual({
      ok: false,
      reason: PERSONAL_PASSWORD_MESSAGE,
    });
  });

  it.each(['correct horse battery', 'a long enough secret', 'Tr0ub4dor&3 on Mars'])(
    'accepts the hard-to-guess %j',
    async (password) => {
      expect(await checkNewPassword(password, ACCOUNT)).toEqual({ ok: true });
    },
  );

  it('judges a very long passphrase quickly, by its first characters', async () => {
    const long = 'unusual wombat ledger '.repeat(46).slice(0, 1024);
    const startedAt = performance.now();
    expect(await checkNewPassword(long, ACCOUNT)).toEqual({ ok: true });
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });
});
