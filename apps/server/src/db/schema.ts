/**
 * Row types of every table, as Kysely sees them. Timestamps are milliseconds since the epoch
 * (bigint columns read back as numbers on both dialects).
 */

export interface ErrorReportTable {
  id: string;
  received_at: number;
  occurred_at: number;
  request_id: string;
  name: string;
  message: string;
  url: string;
  status: number | null;
  user_message: string;
  user_agent: string;
  stack: string | null;
  relayed_at: number | null;
}

export interface Database {
  error_reports: ErrorReportTable;
}
