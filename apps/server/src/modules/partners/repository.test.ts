import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import {
  createSqlPartnerRequestRepository,
  type PartnerRequestRepository,
  type StoredPartnerRequest,
} from './repository';

const JAN_1 = Date.UTC(2026, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

function request(id: string, overrides: Partial<StoredPartnerRequest> = {}): StoredPartnerRequest {
  return {
    id,
    receivedAt: JAN_1,
    name: `Site ${id}`,
    siteUrl: `https://${id}.example`,
    email: `hello@${id}.example`,
    message: 'Line one\nLine two — ünïcödé 🎬',
    closedAt: null,
    ...overrides,
  };
}

describe.each(databaseTargets())('partner request repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: PartnerRequestRepository;

  beforeAll(() => {
    repository = createSqlPartnerRequestRepository(getDatabase().db);
  });

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('partner_requests').execute();
  });

  it('lists open requests oldest first, and closed ones too only when asked', async () => {
    const later = request('b', { receivedAt: JAN_1 + 2_000 });
    const earlier = request('a', { receivedAt: JAN_1 + 1_000 });
    const closed = request('c', { receivedAt: JAN_1, closedAt: JAN_1 + 5_000 });
    for (const r of [later, earlier, closed]) await repository.insert(r);

    expect(await repository.list({ includeClosed: false })).toStrictEqual([earlier, later]);
    expect(await repository.list({ includeClosed: true })).toStrictEqual([closed, earlier, later]);
  });

  it('closes a request once: closing it again keeps the first closing time', async () => {
    await repository.insert(request('a'));

    await repository.close('a', JAN_1 + DAY);
    await repository.close('a', JAN_1 + 2 * DAY);

    expect((await repository.findById('a'))?.closedAt).toBe(JAN_1 + DAY);
    expect(await repository.findById('nope')).toBeNull();
  });

  it('deletes only requests closed before the cutoff, never open ones however old', async () => {
    const cutoff = JAN_1 + 100 * DAY;
    await repository.insert(request('old-open', { receivedAt: 0 }));
    await repository.insert(request('closed-long-ago', { closedAt: cutoff - 1 }));
    await repository.insert(request('closed-at-cutoff', { closedAt: cutoff }));

    expect(await repository.deleteClosedBefore(cutoff)).toBe(1);
    expect(await repository.deleteClosedBefore(cutoff)).toBe(0);
    const left = await repository.list({ includeClosed: true });
    expect(left.map((r) => r.id).sort()).toEqual(['closed-at-cutoff', 'old-open']);
  });
});
