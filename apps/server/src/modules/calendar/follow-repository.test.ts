import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { clearAccounts, insertUser, JAN_1 } from '../sync/sync.test-support';
import { createSqlFollowChoiceRepository, type FollowChoiceRepository } from './follow-repository';

describe.each(databaseTargets())('follow choice repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: FollowChoiceRepository;

  beforeAll(() => {
    repository = createSqlFollowChoiceRepository(getDatabase().db);
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await db.deleteFrom('follow_choices').execute();
    await clearAccounts(db);
    await insertUser(db, 'alice');
    await insertUser(db, 'bob');
  });

  it('keeps per series the later choice, in whichever order devices send them', async () => {
    await repository.merge('alice', [
      { seriesId: 1396, choice: 'unfollow', at: JAN_1 + 20 },
      { seriesId: 52, choice: 'follow', at: JAN_1 + 5 },
    ]);
    await repository.merge('alice', [
      { seriesId: 1396, choice: 'follow', at: JAN_1 + 10 },
      { seriesId: 52, choice: 'unfollow', at: JAN_1 + 30 },
    ]);
    expect(await repository.list('alice')).toEqual([
      { seriesId: 1396, choice: 'unfollow', at: JAN_1 + 20 },
      { seriesId: 52, choice: 'unfollow', at: JAN_1 + 30 },
    ]);
  });

  it('keeps the stored choice on an equal time, and each account its own', async () => {
    await repository.merge('alice', [{ seriesId: 1, choice: 'follow', at: JAN_1 }]);
    await repository.merge('alice', [{ seriesId: 1, choice: 'unfollow', at: JAN_1 }]);
    await repository.merge('bob', [{ seriesId: 1, choice: 'unfollow', at: JAN_1 + 1 }]);
    expect(await repository.list('alice')).toEqual([{ seriesId: 1, choice: 'follow', at: JAN_1 }]);
    expect(await repository.list('bob')).toEqual([
      { seriesId: 1, choice: 'unfollow', at: JAN_1 + 1 },
    ]);
  });
});
