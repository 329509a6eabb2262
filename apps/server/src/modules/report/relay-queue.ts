/**
 * The relay's view of the error_reports table (decision 0022): unrelayed reports are a queue that
 * every instance reads. An instance claims a report with one conditional UPDATE (a lease: who and
 * until when); only the instance whose UPDATE changed the row sends it, so two instances do not
 * send the same report, and a claim left by a crashed instance lapses and is taken again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toReport, type StoredErrorReport } from './repository';

export interface ClaimedReport {
  report: StoredErrorReport;
  /** failed sends before this one */
  attempts: number;
}

export interface RelayFailure {
  /** failed sends so far, this one included */
  attempts: number;
  /** no send starts before this time */
  nextAttemptAt: number;
  /** what the send met, for the operator (`reports list`) */
  error: string;
}

export interface RelayQueue {
  /**
   * Claims the oldest report that is due at `now`, unrelayed and claimed by no one (or by a claim
   * that has lapsed), for `leaseMs`.
   * @returns the claimed report, or null when none is due or others won every candidate
   */
  claimNext(owner: string, now: number, leaseMs: number): Promise<ClaimedReport | null>;
  /** Marks a report relayed and lets go of its claim. */
  markRelayed(id: string, relayedAt: number): Promise<void>;
  /**
   * Records a failed send and lets go of the claim, if `owner` still holds it (a lapsed claim
   * taken by another instance is theirs to record).
   */
  recordFailure(id: string, owner: string, failure: RelayFailure): Promise<void>;
}

/** Candidates read per claim: a few, so that a race lost to another instance tries the next. */
const CANDIDATES = 5;

/** Longest failure text kept (the column's size). */
const ERROR_TEXT_LIMIT = 300;

export function createSqlRelayQueue(db: Kysely<Database>): RelayQueue {
  return {
    async claimNext(owner, now, leaseMs) {
      const candidates = await db
        .selectFrom('error_reports')
        .select('id')
        .where('relayed_at', 'is', null)
        .where('relay_next_at', '<=', now)
        .where('relay_claimed_until', '<=', now)
        .orderBy('received_at', 'asc')
        .orderBy('id', 'asc')
        .limit(CANDIDATES)
        .execute();
      for (const { id } of candidates) {
        // The same conditions again, atomically: of two instances, one changes the row.
        const result = await db
          .updateTable('error_reports')
          .set({ relay_claimed_by: owner, relay_claimed_until: now + leaseMs })
          .where('id', '=', id)
          .where('relayed_at', 'is', null)
          .where('relay_next_at', '<=', now)
          .where('relay_claimed_until', '<=', now)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await db
          .selectFrom('error_reports')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        // Deleted in between (retention): nothing to send.
        if (row) return { report: toReport(row), attempts: row.relay_attempts };
      }
      return null;
    },
    async markRelayed(id, relayedAt) {
      await db
        .updateTable('error_reports')
        .set({
          relayed_at: relayedAt,
          relay_error: null,
          relay_claimed_by: null,
          relay_claimed_until: 0,
        })
        .where('id', '=', id)
        .where('relayed_at', 'is', null)
        .execute();
    },
    async recordFailure(id, owner, failure) {
      await db
        .updateTable('error_reports')
        .set({
          relay_attempts: failure.attempts,
          relay_next_at: failure.nextAttemptAt,
          relay_error: failure.error.slice(0, ERROR_TEXT_LIMIT),
          relay_claimed_by: null,
          relay_claimed_until: 0,
        })
        .where('id', '=', id)
        .where('relay_claimed_by', '=', owner)
        .where('relayed_at', 'is', null)
        .execute();
    },
  };
}
