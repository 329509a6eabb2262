/**
 * Accepts error reports from the error screen: stores each one and logs it, so none is dropped.
 * The relay (relay.ts) sends the stored rows to the operator's chat; it is woken after each.
 */
import type { ErrorReport } from '@reelhouse/core/errors/report-schema';
import type { Logger } from '../../observability/logger';
import type { ErrorReportRepository } from './repository';

export interface ErrorReportServiceDeps {
  repository: ErrorReportRepository;
  logger: Logger;
  now: () => number;
  newId: () => string;
  /** called once the report is stored (wakes the relay) */
  onSubmitted?: (() => void) | undefined;
}

export interface ErrorReportService {
  submit(report: ErrorReport, meta: { requestId: string }): Promise<{ id: string }>;
}

export function createErrorReportService(deps: ErrorReportServiceDeps): ErrorReportService {
  return {
    async submit(report, meta) {
      const id = deps.newId();
      await deps.repository.insert({
        id,
        receivedAt: deps.now(),
        occurredAt: report.occurredAt,
        requestId: meta.requestId,
        name: report.name,
        message: report.message,
        url: report.url,
        status: report.status ?? null,
        userMessage: report.userMessage,
        userAgent: report.userAgent,
        stack: report.stack ?? null,
        relayedAt: null,
      });
      deps.logger.warn(
        { reportId: id, requestId: meta.requestId, name: report.name, url: report.url },
        'error report received',
      );
      deps.onSubmitted?.();
      return { id };
    },
  };
}
