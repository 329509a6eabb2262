import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { clearAccounts, insertUser, JAN_1 } from '../sync/sync.test-support';
import { createSqlCalendarFeedRepository, type CalendarFeedRepository } from './feed-repository';

describe.each(databaseTargets())('calendar feed repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: CalendarFeedRepository;

  beforeAll(() => {
    repository = createSqlCalendarFeedRepository(getDatabase().db);
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await db.deleteFrom('calendar_feeds').execute();
    await clearAccounts(db);
    await insertUser(db, 'alice');
    await insertUser(db, 'bob');
  });

  it('finds a feed by its token hash, and its time by its user', async () => {
    await repository.replace('alice', 'a'.repeat(64), JAN_1);
    expect(await repository.findUserId('a'.repeat(64))).toBe('alice');
    expect(await repository.findCreatedAt('alice')).toBe(JAN_1);
    expect(await repository.findCreatedAt('bob')).toBeNull();
    expect(await repository.findUserId('b'.repeat(64))).toBeNull();
  });

  it('keeps one feed per user: a new one replaces the old, whose hash no longer finds anyone', async () => {
    await repository.replace('alice', 'a'.repeat(64), JAN_1);
    await repository.replace('alice', 'c'.repeat(64), JAN_1 + 5);
    expect(await repository.findUserId('a'.repeat(64))).toBeNull();
    expect(await repository.findUserId('c'.repeat(64))).toBe('alice');
    expect(await repository.findCreatedAt('alice')).toBe(JAN_1 + 5);
  });

  it('forgets a removed feed and leaves other users alone', async () => {
    await repository.replace('alice', 'a'.repeat(64), JAN_1);
    await repository.replace('bob', 'b'.repeat(64), JAN_1);
    await repository.remove('alice');
    expect(await repository.findUserId('a'.repeat(64))).toBeNull();
    expect(await repository.findUserId('b'.repeat(64))).toBe('bob');
  });

  it('refuses a second user with the same token hash', async () => {
    await repository.replace('alice', 'a'.repeat(64), JAN_1);
    await expect(repository.replace('bob', 'a'.repeat(64), JAN_1)).rejects.toThrow();
  });
});
