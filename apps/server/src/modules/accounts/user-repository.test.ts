import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { JAN_1 } from '../sync/sync.test-support';
import { bookmarkRow, progressRow } from './accounts.test-support';
import { createSqlSessionRepository } from './session-repository';
import { createSqlUserRepository, type NewUser } from './user-repository';

function newUser(name: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    id: `id-${name}`,
    username: name,
    email: `${name}@example.test`,
    name,
    passwordHash: 'plain$x',
    createdAt: JAN_1,
    ...overrides,
  };
}

describe.each(databaseTargets())('the user repository ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const users = () => createSqlUserRepository(getDatabase().db);

  it('stores username and e-mail lower-cased and finds them in any case', async () => {
    await users().create(newUser('Mixed', { email: 'Mixed.Case@Example.TEST' }));

    expect(await users().findByIdentifier('MIXED')).toMatchObject({
      username: 'mixed',
      email: 'mixed.case@example.test',
      name: 'Mixed',
    });
    expect(await users().findByIdentifier(' mixed.case@EXAMPLE.test ')).toMatchObject({
      id: 'id-Mixed',
    });
    expect(await users().findByIdentifier('nobody')).toBeNull();
  });

  it('says which of username or e-mail is taken', async () => {
    await users().create(newUser('holder'));

    expect(
      await users().create(newUser('HOLDER', { id: 'x1', email: 'new@example.test' })),
    ).toEqual({ ok: false, taken: 'username' });
    expect(
      await users().create(newUser('fresh', { id: 'x2', email: 'HOLDER@example.test' })),
    ).toEqual({ ok: false, taken: 'email' });
  });

  it('lists accounts with their live bookmarks and progress counts, and deletes with everything', async () => {
    const db = getDatabase().db;
    await users().create(newUser('lister'));
    await users().setDonator('id-lister', true);
    await db
      .insertInto('bookmarks')
      .values([
        bookmarkRow('id-lister', 1, { added_at: 10, deleted_at: 0 }),
        // a deletion (tombstone) is not counted
        bookmarkRow('id-lister', 2, { added_at: 10, deleted_at: 20 }),
      ])
      .execute();
    await db.insertInto('watch_progress').values(progressRow('id-lister')).execute();
    await createSqlSessionRepository(db).insert({
      id: 'session-lister',
      userId: 'id-lister',
      secretHash: '0'.repeat(64),
      createdAt: JAN_1,
      lastSeenAt: JAN_1,
      expiresAt: JAN_1 + 1000,
    });

    const listed = (await users().listSummaries()).find((user) => user.username === 'lister');
    expect(listed).toEqual({
      username: 'lister',
      email: 'lister@example.test',
      name: 'lister',
      isDonator: true,
      createdAt: JAN_1,
      bookmarks: 1,
      progress: 1,
    });

    await users().delete('id-lister');
    expect(await users().findById('id-lister')).toBeNull();
    expect(await createSqlSessionRepository(db).find('session-lister')).toBeNull();
    for (const table of ['bookmarks', 'watch_progress'] as const) {
      const left = db.selectFrom(table).select('user_id').where('user_id', '=', 'id-lister');
      expect(await left.execute()).toEqual([]);
    }
  });
});
