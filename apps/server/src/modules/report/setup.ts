/**
 * The report module's background work, built from configuration: the relay to the chat webhook
 * when REPORT_WEBHOOK_URL is set, and the retention sweep (reports, closed partnership requests)
 * in every instance either way.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Logger } from '../../observability/logger';
import { createSqlPartnerRequestRepository } from '../partners/repository';
import { createReportRelay } from './relay';
import { createSqlRelayQueue } from './relay-queue';
import { createSqlErrorReportRepository } from './repository';
import {
  CLOSED_PARTNER_REQUEST_RETENTION_MS,
  REPORT_RETENTION_MS,
  startRetentionSweep,
} from './retention';
import { createWebhookSender } from './webhook';

export interface ReportJobs {
  /** a report was stored here: relay it now */
  wake: () => void;
  /** stops both; resolves once a send or sweep in flight has finished */
  stop(): Promise<void>;
}

export function startReportJobs(options: {
  /** REPORT_WEBHOOK_URL: a secret, logged by its origin only */
  webhookUrl: string | undefined;
  db: Kysely<Database>;
  logger: Logger;
}): ReportJobs {
  const { db, logger } = options;
  const reports = createSqlErrorReportRepository(db);
  const partners = createSqlPartnerRequestRepository(db);
  const sweep = startRetentionSweep({
    logger,
    rules: [
      {
        name: 'error reports',
        keepMs: REPORT_RETENTION_MS,
        deleteBefore: (cutoff) => reports.deleteReceivedBefore(cutoff),
      },
      {
        name: 'closed partnership requests',
        keepMs: CLOSED_PARTNER_REQUEST_RETENTION_MS,
        deleteBefore: (cutoff) => partners.deleteClosedBefore(cutoff),
      },
    ],
  });
  if (!options.webhookUrl) {
    logger.info(
      'REPORT_WEBHOOK_URL is not set: error reports are kept (npm run admin -- reports list), not relayed to a chat',
    );
    return { wake: () => undefined, stop: () => sweep.stop() };
  }
  const relay = createReportRelay({
    queue: createSqlRelayQueue(db),
    send: createWebhookSender({ url: options.webhookUrl }),
    logger,
    webhookOrigin: new URL(options.webhookUrl).origin,
  });
  relay.start();
  return {
    wake: () => {
      relay.wake();
    },
    stop: async () => {
      await Promise.all([relay.stop(), sweep.stop()]);
    },
  };
}
