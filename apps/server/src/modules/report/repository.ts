/**
 * Stores error reports, one row each, on SQLite or PostgreSQL. The relay's claims and failures
 * are in relay-queue.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ErrorReportTable } from '../../db/schema';

export interface StoredErrorReport {
  id: string;
  receivedAt: number;
  occurredAt: number;
  requestId: string;
  name: string;
  message: string;
  url: string;
  status: number | null;
  userMessage: string;
  userAgent: string;
  stack: string | null;
  relayedAt: number | null;
}

/** Where a report stands with the relay (decision 0022). */
export interface RelayState {
  /** failed sends so far */
  attempts: number;
  /** no send starts before this time (0: due at once) */
  nextAttemptAt: number;
  /** what the last failed send met */
  lastError: string | null;
}

export type ErrorReportWithRelay = StoredErrorReport & { relay: RelayState };

export interface ErrorReportRepository {
  insert(report: StoredErrorReport): Promise<void>;
  /** Newest first. */
  listRecent(limit: number): Promise<StoredErrorReport[]>;
  /** Reports not yet relayed to the operator's chat, oldest first. */
  listUnrelayed(limit: number): Promise<StoredErrorReport[]>;
  markRelayed(id: string, relayedAt: number): Promise<void>;
  /** Newest first, with where each stands with the relay (`reports list`). */
  listRecentWithRelay(limit: number): Promise<ErrorReportWithRelay[]>;
  /** Deletes reports received before `cutoff` (retention); how many went. */
  deleteReceivedBefore(cutoff: number): Promise<number>;
}

export function createSqlErrorReportRepository(db: Kysely<Database>): ErrorReportRepository {
  const select = () => db.selectFrom('error_reports').selectAll();
  return {
    async insert(report) {
      await db
        .insertInto('error_reports')
        .values({
          id: report.id,
          received_at: report.receivedAt,
          occurred_at: report.occurredAt,
          request_id: report.requestId,
          name: report.name,
          message: report.message,
          url: report.url,
          status: report.status,
          user_message: report.userMessage,
          user_agent: report.userAgent,
          stack: report.stack,
          relayed_at: report.relayedAt,
        })
        .execute();
    },
    async listRecent(limit) {
      const rows = await select()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toReport);
    },
    async listUnrelayed(limit) {
      const rows = await select()
        .where('relayed_at', 'is', null)
        .orderBy('received_at', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toReport);
    },
    async markRelayed(id, relayedAt) {
      await db
        .updateTable('error_reports')
        .set({ relayed_at: relayedAt })
        .where('id', '=', id)
        .execute();
    },
    async listRecentWithRelay(limit) {
      const rows = await select()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...toReport(row),
        relay: {
          attempts: row.relay_attempts,
          nextAttemptAt: row.relay_next_at,
          lastError: row.relay_error,
        },
      }));
    },
    async deleteReceivedBefore(cutoff) {
      const result = await db
        .deleteFrom('error_reports')
        .where('received_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** A stored row as a report. */
export function toReport(row: Selectable<ErrorReportTable>): StoredErrorReport {
  return {
    id: row.id,
    receivedAt: row.received_at,
    occurredAt: row.occurred_at,
    requestId: row.request_id,
    name: row.name,
    message: row.message,
    url: row.url,
    status: row.status,
    userMessage: row.user_message,
    userAgent: row.user_agent,
    stack: row.stack,
    relayedAt: row.relayed_at,
  };
}
