import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { createAccountsTestApp, PASSWORD, postJson, signUpBody } from './accounts.test-support';
import { createArgon2Hasher, createDummyHash } from './password-hasher';

describe('the argon2id hasher', () => {
  const hasher = createArgon2Hasher();

  it('hashes with argon2id v19, 19 MiB, 2 passes, 1 lane, and a random salt', async () => {
    const first = await hasher.hash(PASSWORD);
    const second = await hasher.hash(PASSWORD);

    expect(first.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, PASSWORD)).toBe(true);
    expect(await hasher.verify(first, `${PASSWORD}!`)).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not a hash', PASSWORD)).toBe(false);
  });

  it('makes the dummy hash once, with the same parameters', async () => {
    const dummy = createDummyHash(hasher);
    const first = await dummy();

    expect(await dummy()).toBe(first);
    expect(first.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });
});

describe('accounts with the real hasher', () => {
  const getDatabase = useTestDatabase();

  it('stores only an argon2id hash of the password and signs in with it', async () => {
    const app = createAccountsTestApp(getDatabase(), {
      clock: createTestClock(),
      hasher: createArgon2Hasher(),
    });
    expect((await postJson(app, '/api/auth/signup', signUpBody('hashed'))).status).toBe(201);

    const row = await getDatabase()
      .db.selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'hashed')
      .executeTakeFirstOrThrow();
    const stored = row.password_hash;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(PASSWORD);
    const login = await postJson(app, '/api/auth/login', {
      username: 'hashed',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });
});
