/** Sends an error report to our server (which stores it and relays it to the operator). */
import type { ErrorReportInput } from '@reelhouse/core/errors/report-schema';
import { postJson } from '~/lib/api-client';

export async function sendErrorReport(report: ErrorReportInput): Promise<void> {
  await postJson('/api/report', report);
}
