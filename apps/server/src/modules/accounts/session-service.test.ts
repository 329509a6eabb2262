import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { insertUser } from '../sync/sync.test-support';
import { TEST_TIMEOUTS } from './accounts.test-support';
import { createSessionService, TOUCH_INTERVAL_MS } from './session-service';
import { createSqlSessionRepository } from './session-repository';

describe.each(databaseTargets())('sessions ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());

  async function setUp(userId: string) {
    const clock = createTestClock();
    const repository = createSqlSessionRepository(getDatabase().db);
    const sessions = createSessionService({ repository, timeouts: TEST_TIMEOUTS, now: clock.now });
    await insertUser(getDatabase().db, userId);
    return { clock, repository, sessions };
  }

  it('stores a sha256 of the secret, never the secret, and a 128-bit id', async () => {
    const { repository, sessions } = await setUp('s1');
    const started = await sessions.start('s1');
    const [id, secret] = started.cookieValue.split('.');
    const stored = await repository.find(started.id);

    expect(id).toBe(started.id);
    expect(Buffer.from(started.id, 'base64url')).toHaveLength(16);
    expect(Buffer.from(secret ?? '', 'base64url')).toHaveLength(32);
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { clock, repository, sessions } = await setUp('s2');
    const started = await sessions.start('s2');
    const loginAt = clock.now();

    clock.advance(TOUCH_INTERVAL_MS - 1);
    await sessions.resume(started.cookieValue);
    expect((await repository.find(started.id))?.lastSeenAt).toBe(loginAt);
    clock.advance(1);
    await sessions.resume(started.cookieValue);
    expect((await repository.find(started.id))?.lastSeenAt).toBe(loginAt + TOUCH_INTERVAL_MS);
  });

  it('deletes a session found expired, and the user’s ended sessions at the next login', async () => {
    const { clock, repository, sessions } = await setUp('s3');
    const old = await sessions.start('s3');
    clock.advance(TEST_TIMEOUTS.idleMs);

    expect(await sessions.resume(old.cookieValue)).toBeNull();
    expect(await repository.find(old.id)).toBeNull();
    const stale = await sessions.start('s3');
    clock.advance(TEST_TIMEOUTS.idleMs);
    await sessions.start('s3');
    expect(await repository.find(stale.id)).toBeNull();
  });
});
