import { describe, expect, it } from 'vitest';
import {
  INVALID_TOKEN_INPUT_MESSAGE,
  TOKEN_CHECK_FAILED_MESSAGE,
  TOKEN_SUBMITTED_MESSAGE,
  TOKEN_SUBMIT_FAILED_MESSAGE,
  TOKEN_VALID_MESSAGE,
  UI_TOKEN_MIN_LENGTH,
  readStoredUiToken,
  validateUiToken,
} from './ui-token';

const token = `ey${'a'.repeat(48)}`;

describe('the spec texts', () => {
  it('are exactly as written', () => {
    expect(INVALID_TOKEN_INPUT_MESSAGE).toBe('Invalid token, please check and try again.');
    expect(TOKEN_CHECK_FAILED_MESSAGE).toBe('Invalid token');
    expect(TOKEN_VALID_MESSAGE).toBe('Token is valid!');
    expect(TOKEN_SUBMIT_FAILED_MESSAGE).toBe(
      'Submission failed, please try again or report on discord, thanks.',
    );
    expect(TOKEN_SUBMITTED_MESSAGE).toBe('Token submitted successfully');
  });
});

describe('validateUiToken', () => {
  it('accepts 50 characters containing ey', () => {
    expect(token).toHaveLength(UI_TOKEN_MIN_LENGTH);
    expect(validateUiToken(token)).toEqual({ ok: true, value: token });
  });

  it("accepts 'ey' anywhere in the token", () => {
    const inside = `${'a'.repeat(30)}ey${'b'.repeat(30)}`;
    expect(validateUiToken(inside)).toEqual({ ok: true, value: inside });
  });

  it('trims whitespace pasted around the token', () => {
    expect(validateUiToken(`  ${token}\n`)).toEqual({ ok: true, value: token });
  });

  it.each([
    ['49 characters', token.slice(0, 49)],
    ["no 'ey'", 'x'.repeat(60)],
    ["'EY' in capitals", `EY${'a'.repeat(60)}`],
    ['an empty input', ''],
    ['spaces padding a short token', `${token.slice(0, 45)}      `],
  ])('refuses %s', (_case, input) => {
    expect(validateUiToken(input)).toEqual({ ok: false, reason: INVALID_TOKEN_INPUT_MESSAGE });
  });
});

describe('readStoredUiToken', () => {
  it("uses a stored token that starts with 'ey' and has 50 characters", () => {
    expect(readStoredUiToken(token)).toBe(token);
  });

  it('ignores anything else', () => {
    expect(readStoredUiToken(`a${token}`)).toBeNull();
    expect(readStoredUiToken(token.slice(0, 49))).toBeNull();
    expect(readStoredUiToken('')).toBeNull();
    expect(readStoredUiToken(null)).toBeNull();
    expect(readStoredUiToken(undefined)).toBeNull();
  });
});
