import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { bookmarkRow, progressRow } from './accounts.test-support';
import { ADMIN_USAGE, EXIT_NOT_FOUND, EXIT_OK, EXIT_USAGE } from '../admin/admin-io';
import { runAdminCommand } from '../admin/run-admin-command';
import { createSqlPartnerRequestRepository } from '../partners/repository';
import { createSqlErrorReportRepository } from '../report/repository';
import { formatUserTable } from './admin-commands';
import { createSqlSessionRepository } from './session-repository';
import { createSqlUserRepository } from './user-repository';
import { createTestPersonalTokens } from '../four-k/four-k.test-support';

const JAN_2 = Date.UTC(2026, 0, 2);

describe.each(databaseTargets())('admin commands ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const { db } = getDatabase();
    const code = await runAdminCommand(args, {
      users: createSqlUserRepository(db),
      reports: createSqlErrorReportRepository(db),
      partners: createSqlPartnerRequestRepository(db),
      tokens: createTestPersonalTokens(db),
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: () => JAN_2,
    });
    return { code, out, err };
  }

  async function addUser(name: string, createdAt = JAN_2) {
    await createSqlUserRepository(getDatabase().db).create({
      id: `id-${name}`,
      username: name,
      email: `${name}@example.test`,
      name: `Captain ${name}`,
      passwordHash: 'plain$x',
      createdAt,
    });
  }

  it('says so when there are no accounts', async () => {
    expect(await run('users', 'list')).toEqual({
      code: EXIT_OK,
      out: ['No accounts yet.'],
      err: [],
    });
  });

  it('lists accounts with donator flag, creation day and synced item counts', async () => {
    await addUser('anne');
    await getDatabase()
      .db.insertInto('bookmarks')
      .values([
        bookmarkRow('id-anne', 1, { added_at: 5, deleted_at: 0 }),
        bookmarkRow('id-anne', 2, { added_at: 5, deleted_at: 0 }),
      ])
      .execute();
    await getDatabase().db.insertInto('watch_progress').values(progressRow('id-anne')).execute();

    const { code, out } = await run('users', 'list');

    expect(code).toBe(EXIT_OK);
    expect(out[0]).toMatch(/^USERNAME\s+EMAIL\s+NAME\s+DONATOR\s+CREATED\s+BOOKMARKS\s+PROGRESS$/);
    expect(out.find((line) => line.startsWith('anne'))?.split(/\s{2,}/)).toEqual([
      'anne',
      'anne@example.test',
      'Captain anne',
      'no',
      '2026-01-02',
      '2',
      '1',
    ]);
  });

  it('turns the donator badge on and off by username or e-mail', async () => {
    await addUser('mary');
    const users = createSqlUserRepository(getDatabase().db);

    expect(await run('users', 'donator', 'MARY', 'on')).toMatchObject({
      code: EXIT_OK,
      out: ['mary is now a donator.'],
    });
    expect((await users.findByIdentifier('mary'))?.isDonator).toBe(true);
    expect(await run('users', 'donator', 'mary@example.test', 'off')).toMatchObject({
      code: EXIT_OK,
      out: ['mary is no longer a donator.'],
    });
    expect((await users.findByIdentifier('mary'))?.isDonator).toBe(false);
  });

  it('deletes an account with its sessions, bookmarks and watch progress, only with --yes', async () => {
    await addUser('jack');
    await addUser('keeper');
    const db = getDatabase().db;
    for (const userId of ['id-jack', 'id-keeper']) {
      await db
        .insertInto('bookmarks')
        .values(bookmarkRow(userId, 7, { added_at: 5, deleted_at: 0 }))
        .execute();
      await db.insertInto('watch_progress').values(progressRow(userId)).execute();
      await createSqlSessionRepository(db).insert({
        id: `session-${userId}`,
        userId,
        secretHash: '0'.repeat(64),
        createdAt: JAN_2,
        lastSeenAt: JAN_2,
        expiresAt: JAN_2 + 1000,
      });
    }

    const unconfirmed = await run('users', 'delete', 'jack');
    expect(unconfirmed.code).toBe(EXIT_USAGE);
    expect(unconfirmed.err.join('\n')).toMatch(/--yes/);
    expect(await createSqlUserRepository(db).findById('id-jack')).not.toBeNull();

    expect(await run('users', 'delete', 'jack@example.test', '--yes')).toMatchObject({
      code: EXIT_OK,
      out: ['Deleted jack <jack@example.test> and all their data.'],
    });
    const userIdsIn = async (table: 'sessions' | 'bookmarks' | 'watch_progress') => {
      const rows = await db.selectFrom(table).select('user_id').execute();
      return new Set(rows.map((row) => row.user_id));
    };
    expect(await createSqlUserRepository(db).findById('id-jack')).toBeNull();
    for (const table of ['sessions', 'bookmarks', 'watch_progress'] as const) {
      const owners = await userIdsIn(table);
      expect(owners.has('id-jack')).toBe(false);
      expect(owners.has('id-keeper')).toBe(true);
    }
  });

  it('answers exit code 1 with a clear error for an unknown account', async () => {
    for (const args of [
      ['users', 'donator', 'nobody', 'on'],
      ['users', 'delete', 'nobody', '--yes'],
    ]) {
      const result = await run(...args);
      expect(result.code).toBe(EXIT_NOT_FOUND);
      expect(result.err).toEqual(['No account has the username or email "nobody".']);
    }
  });

  it.each([
    [[]],
    [['groups', 'list']],
    [['users']],
    [['users', 'rename', 'a']],
    [['users', 'list', 'extra']],
    [['users', 'donator', 'someone']],
    [['users', 'donator', 'someone', 'maybe']],
    [['users', 'delete', '--yes']],
  ])('answers exit code 2 with the usage for bad arguments: %j', async (args) => {
    const result = await run(...args);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err.at(-1)).toBe(ADMIN_USAGE);
    expect(result.out).toEqual([]);
  });
});

describe('the account table', () => {
  it('aligns columns and right-aligns the counts', () => {
    const lines = formatUserTable([
      {
        username: 'a',
        email: 'a@x.test',
        name: 'A',
        isDonator: true,
        createdAt: JAN_2,
        bookmarks: 12,
        progress: 3,
      },
    ]);

    expect(lines).toEqual([
      'USERNAME  EMAIL     NAME  DONATOR  CREATED     BOOKMARKS  PROGRESS',
      'a         a@x.test  A     yes      2026-01-02         12         3',
    ]);
  });
});
