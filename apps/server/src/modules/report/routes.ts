/** `POST /api/report`: the error screen's "Report This Issue". */
import { errorReportSchema } from '@reelhouse/core/errors/report-schema';
import { Hono } from 'hono';
import { getRequestId } from '../../http/errors';
import { capBody, limitPerAddress } from '../../http/guards';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import type { ErrorReportService } from './service';

const MAX_REPORT_BYTES = 16 * 1024;

export function createReportRoutes(service: ErrorReportService, limits: LimiterFactory): Hono {
  const limiter = limits.create('report', { points: 10, windowMs: 60_000 });
  const routes = new Hono();
  routes.post(
    '/',
    capBody(MAX_REPORT_BYTES, 'Report too large'),
    limitPerAddress(limiter),
    validate('json', errorReportSchema),
    async (c) => {
      const report = c.req.valid('json');
      const { id } = await service.submit(report, { requestId: getRequestId(c) });
      return c.json({ id }, 201);
    },
  );
  return routes;
}
