/** Stores error reports, one row each, on SQLite or PostgreSQL. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

export interface ErrorReportRepository {
  insert(report: StoredErrorReport): Promise<void>;
  /** Newest first. */
  listRecent(limit: number): Promise<StoredErrorReport[]>;
  /** Reports not yet relayed to the operator's chat, oldest first. */
  listUnrelayed(limit: number): Promise<StoredErrorReport[]>;
  markRelayed(id: string, relayedAt: number): Promise<void>;
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
  };
}

function toReport(row: Database['error_reports']): StoredErrorReport {
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
