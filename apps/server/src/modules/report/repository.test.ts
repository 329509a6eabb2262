import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrateToLatest } from '../../db/migrate';
import {
  databaseTargets,
  type TestDatabase,
  useTestDatabase,
} from '../../../test-support/test-database';
import {
  createSqlErrorReportRepository,
  type ErrorReportRepository,
  type StoredErrorReport,
} from './repository';

/** 2026-01-01T00:00:00.000Z: past 2^31, so a 32-bit column or a bigint read as text would show. */
const JAN_1 = 1_767_225_600_000;

function report(overrides: Partial<StoredErrorReport> = {}): StoredErrorReport {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    receivedAt: JAN_1 + 5_000,
    occurredAt: JAN_1 + 4_321,
    requestId: 'req-1',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'title')",
    url: 'https://reelhouse.example/title/42?season=2',
    status: 500,
    userMessage: 'I opened season 2',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    stack: 'TypeError: boom\n    at Title (title.tsx:12:3)',
    relayedAt: null,
    ...overrides,
  };
}

const reportId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseTargets())('error report repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: ErrorReportRepository;

  beforeAll(() => {
    repository = createSqlErrorReportRepository(getDatabase().db);
  });

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
  });

  it('opens the dialect it was asked for', () => {
    expect(getDatabase().dialect).toBe(target.dialect);
  });

  it('reads a stored report back with every field unchanged and timestamps as numbers', async () => {
    const stored = report({ relayedAt: JAN_1 + 9_000 });
    await repository.insert(stored);

    const [found] = await repository.listRecent(10);

    expect(found).toStrictEqual(stored);
    expect(typeof found?.receivedAt).toBe('number');
    expect(typeof found?.occurredAt).toBe('number');
    expect(typeof found?.relayedAt).toBe('number');
    expect(typeof found?.status).toBe('number');
  });

  it('reads missing status, stack and relay time back as null', async () => {
    const stored = report({ status: null, stack: null, relayedAt: null });
    await repository.insert(stored);

    const [found] = await repository.listRecent(10);

    expect(found).toStrictEqual(stored);
    expect(found?.status).toBeNull();
    expect(found?.stack).toBeNull();
    expect(found?.relayedAt).toBeNull();
  });

  it('keeps unicode text intact, including emoji, CJK, accents and right-to-left script', async () => {
    const stored = report({
      name: 'Erreur réseau ⚠️',
      message: '千と千尋の神隠し failed to load — 🎬🍿',
      url: 'https://reelhouse.example/search?q=%E5%8D%83',
      userMessage: 'Je cherchais « Amélie » 👩‍👩‍👧 then مرحبا',
      userAgent: 'Agent/1.0 (ünïcödé)',
      stack: 'at 𝒻𝓊𝓃𝒸 (naïve.ts:1:1)',
    });
    await repository.insert(stored);

    expect(await repository.listRecent(10)).toStrictEqual([stored]);
  });

  it('lists recent reports newest first and returns no more than the limit', async () => {
    const oldest = report({ id: reportId(1), receivedAt: JAN_1 + 1_000 });
    const newest = report({ id: reportId(2), receivedAt: JAN_1 + 3_000 });
    const middle = report({ id: reportId(3), receivedAt: JAN_1 + 2_000 });
    for (const r of [oldest, newest, middle]) await repository.insert(r);

    expect(await repository.listRecent(10)).toStrictEqual([newest, middle, oldest]);
    expect(await repository.listRecent(2)).toStrictEqual([newest, middle]);
  });

  it('orders reports received in the same millisecond by id, highest first', async () => {
    const a = report({ id: reportId(1) });
    const b = report({ id: reportId(2) });
    await repository.insert(a);
    await repository.insert(b);

    const ids = (await repository.listRecent(10)).map((r) => r.id);

    expect(ids).toEqual([reportId(2), reportId(1)]);
  });

  it('lists unrelayed reports oldest first and leaves out relayed ones', async () => {
    const first = report({ id: reportId(1), receivedAt: JAN_1 + 1_000 });
    const relayed = report({ id: reportId(2), receivedAt: JAN_1 + 2_000, relayedAt: JAN_1 });
    const third = report({ id: reportId(3), receivedAt: JAN_1 + 3_000 });
    for (const r of [third, relayed, first]) await repository.insert(r);

    expect(await repository.listUnrelayed(10)).toStrictEqual([first, third]);
    expect(await repository.listUnrelayed(1)).toStrictEqual([first]);
  });

  it('marks a report relayed at the given time so it is no longer listed as unrelayed', async () => {
    const kept = report({ id: reportId(1), receivedAt: JAN_1 + 1_000 });
    const sent = report({ id: reportId(2), receivedAt: JAN_1 + 2_000 });
    await repository.insert(kept);
    await repository.insert(sent);

    await repository.markRelayed(sent.id, JAN_1 + 60_000);

    expect(await repository.listUnrelayed(10)).toStrictEqual([kept]);
    expect(await repository.listRecent(10)).toStrictEqual([
      { ...sent, relayedAt: JAN_1 + 60_000 },
      kept,
    ]);
  });

  it('leaves every report untouched when marking an unknown id relayed', async () => {
    const stored = report();
    await repository.insert(stored);

    await repository.markRelayed(reportId(999), JAN_1);

    expect(await repository.listRecent(10)).toStrictEqual([stored]);
  });

  it('lists recent reports with their relay state: none yet for a new one', async () => {
    await repository.insert(report());

    expect(await repository.listRecentWithRelay(10)).toStrictEqual([
      { ...report(), relay: { attempts: 0, nextAttemptAt: 0, lastError: null } },
    ]);
  });

  it('deletes only reports received before the cutoff, and nothing more when run again', async () => {
    const cutoff = JAN_1 + 10_000;
    await repository.insert(report({ id: reportId(1), receivedAt: cutoff - 1 }));
    await repository.insert(report({ id: reportId(2), receivedAt: cutoff, relayedAt: null }));
    await repository.insert(report({ id: reportId(3), receivedAt: cutoff + 1 }));

    expect(await repository.deleteReceivedBefore(cutoff)).toBe(1);
    expect(await repository.deleteReceivedBefore(cutoff)).toBe(0);
    expect((await repository.listRecent(10)).map((r) => r.id)).toEqual([reportId(3), reportId(2)]);
  });

  it('refuses a second report with an id that is already stored', async () => {
    await repository.insert(report());

    await expect(repository.insert(report({ message: 'again' }))).rejects.toThrow();
    expect(await repository.listRecent(10)).toHaveLength(1);
  });
});

describe.each(databaseTargets())('migrations on $dialect', (target) => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const testDatabase = await target.open({ migrate: false });
    opened.push(testDatabase);
    return testDatabase.database;
  };

  afterAll(async () => {
    await Promise.all(opened.map((testDatabase) => testDatabase.dispose()));
  });

  it('applies every migration to an empty database, then nothing when run again', async () => {
    const { db } = await open();

    const first = await migrateToLatest(db);
    const second = await migrateToLatest(db);

    expect(first).toEqual(listMigrations());
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual([]);
    expect(await createSqlErrorReportRepository(db).listRecent(1)).toEqual([]);
  });

  it('migrates a fresh database while another migrated one lives on the same server', async () => {
    const neighbour = await open();
    const fresh = await open();
    await migrateToLatest(neighbour.db);

    expect(await migrateToLatest(fresh.db)).toEqual(listMigrations());
    expect(await createSqlErrorReportRepository(fresh.db).listRecent(1)).toEqual([]);
  });
});
