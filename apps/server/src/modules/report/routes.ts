/** `POST /api/report`: the error screen's "Report This Issue". */
import { errorReportSchema } from '@reelhouse/core/errors/report-schema';
import { Hono } from 'hono';
import { getRequestId } from '../../http/errors';
import { capBody, limitPerAddress, refuseForeignOrigins } from '../../http/guards';
import { withoutNulText } from '../../http/nul-text';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import type { ErrorReportService } from './service';

const MAX_REPORT_BYTES = 16 * 1024;

/**
 * @param publicUrl the site's public origin (PUBLIC_URL): like every state-changing route, a
 *   report from another site's page is refused
 */
export function createReportRoutes(
  service: ErrorReportService,
  limits: LimiterFactory,
  publicUrl: string | undefined,
): Hono {
  const limiter = limits.create('report', { points: 10, windowMs: 60_000 });
  const routes = new Hono();
  routes.post(
    '/',
    refuseForeignOrigins(publicUrl),
    capBody(MAX_REPORT_BYTES, 'Report too large'),
    limitPerAddress(limiter),
    // PostgreSQL cannot store U+0000 (it answered 500); refused on both databases alike.
    validate('json', withoutNulText(errorReportSchema)),
    async (c) => {
      const report = c.req.valid('json');
      const { id } = await service.submit(report, { requestId: getRequestId(c) });
      return c.json({ id }, 201);
    },
  );
  return routes;
}
