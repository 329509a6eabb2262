import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/test-database';
import { createSqlPartnerRequestRepository } from '../../modules/partners/repository';
import { migrateTo, migrateToLatest } from '../migrate';

const JAN_1 = Date.UTC(2026, 0, 1);

describe.each(databaseTargets())(
  'migration 0006 (report relay, partner requests) on $dialect',
  (target) => {
    it('gives every stored report a relay state due at once, and goes back down keeping them', async () => {
      const opened = await target.open({ migrate: false });
      try {
        const { db } = opened.database;
        await migrateTo(db, '0004-bookmark-media-type');
        await sql`insert into error_reports (id, received_at, occurred_at, request_id, name, message,
          url, status, user_message, user_agent, stack, relayed_at)
        values ('r1', ${JAN_1}, ${JAN_1}, 'q', 'TypeError', 'boom', 'https://a.example/', null,
          '', '', null, null)`.execute(db);

        expect(await migrateToLatest(db)).toContain('0006-report-relay-and-partner-requests');
        const row = await db.selectFrom('error_reports').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          id: 'r1',
          relay_attempts: 0,
          relay_next_at: 0,
          relay_error: null,
          relay_claimed_by: null,
          relay_claimed_until: 0,
        });
        await createSqlPartnerRequestRepository(db).insert({
          id: 'p1',
          receivedAt: JAN_1,
          name: 'Film Club',
          siteUrl: 'https://club.example',
          email: 'hello@club.example',
          message: 'Hello',
          closedAt: null,
        });

        await migrateTo(db, '0004-bookmark-media-type');
        const { rows } = await sql<{ id: string }>`select id from error_reports`.execute(db);
        expect(rows.map((r) => r.id)).toEqual(['r1']);
        await expect(sql`select id from partner_requests`.execute(db)).rejects.toThrow();
      } finally {
        await opened.dispose();
      }
    });
  },
);
