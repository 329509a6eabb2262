import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, USERNAME_LENGTH_MESSAGE } from '../validation/sign-up-form';
import {
  authSuccessAnswerSchema,
  changePasswordBodySchema,
  isWellFormedText,
  loginBodySchema,
  meAnswerSchema,
  signUpPayloadSchema,
  syncTokenBodySchema,
  tokenCheckAnswerSchema,
  updateNameBodySchema,
  userInfoSchema,
  userSchema,
} from './account-schema';

const user = {
  name: 'Anne Bonny',
  email: 'anne@sea.io',
  username: 'anne',
  isDonator: true,
  '4k_token': null,
};

const signUp = {
  username: 'anne',
  email: 'anne@sea.io',
  password: 'password1',
  passwordConfirm: 'password1',
};

describe('userSchema', () => {
  it('reads a user', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('falls back for a missing name, e-mail, donator flag or token', () => {
    expect(userSchema.parse({ username: 'anne', name: null })).toEqual({
      name: '',
      email: '',
      username: 'anne',
      isDonator: false,
      '4k_token': null,
    });
  });

  it('requires a username', () => {
    expect(userSchema.safeParse({ ...user, username: '' }).success).toBe(false);
  });
});

describe('meAnswerSchema', () => {
  it('reads a refusal by its error field, even beside user fields', () => {
    expect(meAnswerSchema.parse({ error: 'Unauthorized', username: 'anne' })).toEqual({
      error: 'Unauthorized',
    });
  });

  it('reads a user otherwise', () => {
    expect(meAnswerSchema.parse(user)).toEqual(user);
  });
});

describe('userInfoSchema', () => {
  it('needs only a username, and keeps an error field', () => {
    expect(userInfoSchema.parse({ username: 'anne', error: 'expired' })).toEqual({
      username: 'anne',
      error: 'expired',
    });
    expect(userInfoSchema.safeParse({ name: 'Anne' }).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('accepts an e-mail or a username with a password, trimming the identifier', () => {
    expect(loginBodySchema.parse({ email: ' anne@sea.io ', password: 'p' })).toEqual({
      email: 'anne@sea.io',
      password: 'p',
    });
    expect(loginBodySchema.parse({ username: 'anne', password: ' p ' })).toEqual({
      username: 'anne',
      password: ' p ',
    });
  });

  it('refuses a body without identifier or password', () => {
    expect(loginBodySchema.safeParse({ password: 'password1' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ username: 'anne', password: '' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'not-mail', password: 'p' }).success).toBe(false);
  });
});

describe('signUpPayloadSchema', () => {
  it('accepts a payload and trims username and e-mail but not the password', () => {
    expect(
      signUpPayloadSchema.parse({
        ...signUp,
        username: ' anne ',
        email: ' anne@sea.io',
        password: ' password1',
        passwordConfirm: ' password1',
      }),
    ).toEqual({ ...signUp, password: ' password1', passwordConfirm: ' password1' });
  });

  it('refuses a confirmation that differs from the password', () => {
    const result = signUpPayloadSchema.safeParse({ ...signUp, passwordConfirm: 'password2' });
    expect(result.error?.issues[0]?.path).toEqual(['passwordConfirm']);
  });

  it.each([
    ['a short username', { ...signUp, username: 'an' }, USERNAME_LENGTH_MESSAGE],
    ['an e-mail with a space', { ...signUp, email: 'an ne@sea.io' }, EMAIL_MESSAGE],
    ['a short password', { ...signUp, password: 'short', passwordConfirm: 'short' }, null],
    ['a username with @', { ...signUp, username: 'anne@sea' }, null],
    ['a username with a space', { ...signUp, username: 'anne bonny' }, null],
  ])('refuses %s', (_case, payload, message) => {
    const result = signUpPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('passwords that are not text', () => {
  const lone = ['\uD800', 'abc\uDC00defgh', 'x\uDBFFy'];

  it.each(lone)('refuses %j with an unpaired surrogate at sign-up, login and change', (bad) => {
    const password = `${bad}padding12`;
    expect(
      signUpPayloadSchema.safeParse({
        username: 'anne',
        email: 'anne@example.org',
        password,
        passwordConfirm: password,
      }).success,
    ).toBe(false);
    expect(loginBodySchema.safeParse({ username: 'anne', password }).success).toBe(false);
    expect(
      changePasswordBodySchema.safeParse({
        currentPassword: 'whatever1',
        newPassword: password,
        newPasswordConfirm: password,
      }).success,
    ).toBe(false);
  });

  it('accepts characters outside the basic plane, whose surrogates come in pairs', () => {
    expect(isWellFormedText('🎬 film night 🍿')).toBe(true);
    expect(isWellFormedText('\uD800')).toBe(false);
  });
});

describe('changePasswordBodySchema', () => {
  it('needs a new password of 8 characters or more, confirmed', () => {
    const body = {
      currentPassword: 'old one',
      newPassword: 'new secret',
      newPasswordConfirm: 'new secret',
    };
    expect(changePasswordBodySchema.parse(body)).toEqual(body);
    expect(
      changePasswordBodySchema.safeParse({ ...body, newPasswordConfirm: 'other' }).success,
    ).toBe(false);
    const short = changePasswordBodySchema.safeParse({
      ...body,
      newPassword: 'short',
      newPasswordConfirm: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
});

describe('authSuccessAnswerSchema', () => {
  it('reads the token and the user', () => {
    expect(authSuccessAnswerSchema.parse({ token: 'sid', user })).toEqual({ token: 'sid', user });
  });

  it('refuses an answer without token', () => {
    expect(authSuccessAnswerSchema.safeParse({ token: '', user }).success).toBe(false);
  });
});

describe('updateNameBodySchema', () => {
  it('trims the name and refuses an empty one', () => {
    expect(updateNameBodySchema.parse({ name: ' Anne ' })).toEqual({ name: 'Anne' });
    expect(updateNameBodySchema.safeParse({ name: '   ' }).success).toBe(false);
  });
});

describe('syncTokenBodySchema', () => {
  it("accepts a token starting with 'ey' of at least 50 characters", () => {
    const token = `ey${'x'.repeat(48)}`;
    expect(syncTokenBodySchema.parse({ token })).toEqual({ token });
    expect(syncTokenBodySchema.safeParse({ token: `x${token}` }).success).toBe(false);
  });
});

describe('tokenCheckAnswerSchema', () => {
  it('reads the streams list, treating a broken one as empty', () => {
    expect(tokenCheckAnswerSchema.parse({ streams: [{ id: 1 }] }).streams).toHaveLength(1);
    expect(tokenCheckAnswerSchema.parse({ streams: 'none' }).streams).toEqual([]);
  });
});
