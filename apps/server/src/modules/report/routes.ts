/** `POST /api/report`: the error screen's "Report This Issue". */
import { errorReportSchema } from '@reelhouse/core/errors/report-schema';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError, getRequestId } from '../../http/errors';
import { getClientAddress } from '../../http/client-address';
import { rateLimit } from '../../http/rate-limit';
import { readJson } from '../../http/read-json';
import type { LimiterFactory } from '../limits/limiter';
import type { ErrorReportService } from './service';

const MAX_REPORT_BYTES = 16 * 1024;

export function createReportRoutes(service: ErrorReportService, limits: LimiterFactory): Hono {
  const limiter = limits.create('report', { points: 10, windowMs: 60_000 });
  const routes = new Hono();
  routes.post(
    '/',
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: () => {
        throw new HttpError(413, 'Report too large');
      },
    }),
    rateLimit({ limiter, key: getClientAddress }),
    async (c) => {
      const report = await readJson(c, errorReportSchema);
      const { id } = await service.submit(report, { requestId: getRequestId(c) });
      return c.json({ id }, 201);
    },
  );
  return routes;
}
