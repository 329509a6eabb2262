import { validateUiToken } from '@reelhouse/core/validation/ui-token';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createTestClock } from '../../../test-support/test-app';
import { insertUser } from '../sync/sync.test-support';
import { createTestPersonalTokens } from './four-k.test-support';
import { DEFAULT_TOKEN_DAYS } from './personal-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('4K personal tokens ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const clock = createTestClock(Date.UTC(2026, 5, 1));
  const tokens = () => createTestPersonalTokens(getDatabase().db, { now: clock.now });

  beforeEach(async () => {
    const { db } = getDatabase();
    await db.deleteFrom('four_k_tokens').execute();
    await db.deleteFrom('users').execute();
    await insertUser(db, 'anne');
    await insertUser(db, 'bob');
  });

  it("is a signed JWT naming its user that core's token rule accepts, and unlocks 4K for that user", async () => {
    const issued = await tokens().issue('anne');

    expect(issued.token.startsWith('ey')).toBe(true);
    expect(issued.token.length).toBeGreaterThan(50);
    expect(validateUiToken(issued.token)).toEqual({ ok: true, value: issued.token });
    expect(issued.expiresAt).toBe(clock.now() + DEFAULT_TOKEN_DAYS * DAY_MS);
    expect(await tokens().verify(issued.token, 'anne')).toEqual({
      ok: true,
      tokenId: issued.id,
      userId: 'anne',
      expiresAt: issued.expiresAt,
    });
  });

  it('keeps only the id, the user, the dates and the revocation in the database, never the token', async () => {
    const issued = await tokens().issue('anne', 30);

    const rows = await getDatabase().db.selectFrom('four_k_tokens').selectAll().execute();
    expect(rows).toEqual([
      {
        id: issued.id,
        user_id: 'anne',
        issued_at: clock.now(),
        expires_at: clock.now() + 30 * DAY_MS,
        revoked_at: null,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(issued.token.split('.')[2]);
  });

  it("refuses another user's token: a token works only for the account it names", async () => {
    const issued = await tokens().issue('anne');

    expect(await tokens().verify(issued.token, 'bob')).toEqual({ ok: false, reason: 'other-user' });
  });

  it('refuses a token once it has expired', async () => {
    const issued = await tokens().issue('anne', 2);
    clock.advance(2 * DAY_MS - 5_000);
    expect((await tokens().verify(issued.token, 'anne')).ok).toBe(true);

    clock.advance(10_000);
    expect(await tokens().verify(issued.token, 'anne')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a revoked token at once, and revoking all of a user’s tokens leaves others alone', async () => {
    const first = await tokens().issue('anne');
    const second = await tokens().issue('anne');
    const bobs = await tokens().issue('bob');

    expect(await tokens().revoke(first.id)).toBe(true);
    expect(await tokens().revoke(first.id)).toBe(false);
    expect(await tokens().verify(first.token, 'anne')).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens().verify(second.token, 'anne')).ok).toBe(true);

    expect(await tokens().revokeAllOf('anne')).toBe(1);
    expect(await tokens().verify(second.token, 'anne')).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens().verify(bobs.token, 'bob')).ok).toBe(true);
  });

  it('refuses a tampered token, one signed with another secret, an unsigned one and garbage', async () => {
    const issued = await tokens().issue('anne');
    const [header, payload, signature] = issued.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'bob' })).toString(
      'base64url',
    );
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const otherSecret = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('reelhouse')
      .setAudience('reelhouse:4k')
      .setSubject('anne')
      .setJti(issued.id)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      otherSecret,
      unsigned,
      'ey' + 'x'.repeat(60),
      '',
      'ey'.repeat(2000),
    ]) {
      expect(await tokens().verify(token, 'anne')).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a correctly signed token the database does not know (a record deleted, or of a wiped database)', async () => {
    const issued = await tokens().issue('anne');
    await getDatabase().db.deleteFrom('four_k_tokens').execute();

    expect(await tokens().verify(issued.token, 'anne')).toEqual({ ok: false, reason: 'unknown' });
  });

  it("ends with the account: deleting a user deletes their tokens' records", async () => {
    await tokens().issue('anne');
    await getDatabase().db.deleteFrom('users').where('id', '=', 'anne').execute();

    expect(await getDatabase().db.selectFrom('four_k_tokens').selectAll().execute()).toEqual([]);
  });

  it('refuses a validity outside 1 to 3650 whole days', async () => {
    for (const days of [0, -1, 1.5, 3651, Number.NaN]) {
      await expect(tokens().issue('anne', days)).rejects.toThrow(RangeError);
    }
  });
});
