/**
 * `POST /api/partners`: the /partners/submit form. Stored for the operator (`npm run admin --
 * partners list`); nothing is sent anywhere. A few requests per hour per address: a form people
 * fill in by hand, not a mailbox for scripts.
 */
import { partnerRequestSchema } from '@reelhouse/core/site-content/partner-request-schema';
import { Hono } from 'hono';
import { capBody, limitPerAddress, refuseForeignOrigins } from '../../http/guards';
import { withoutNulText } from '../../http/nul-text';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import type { PartnerRequestService } from './service';

/** Requests one client address may send per hour. */
export const PARTNER_REQUESTS_PER_HOUR = 5;

/** A 2,000-character message of 4-byte characters, and the other fields, fit. */
const MAX_PARTNER_REQUEST_BYTES = 16 * 1024;

/** @param publicUrl the site's public origin (PUBLIC_URL): other sites' pages are refused */
export function createPartnerRoutes(
  service: PartnerRequestService,
  limits: LimiterFactory,
  publicUrl: string | undefined,
): Hono {
  const limiter = limits.create('partners', {
    points: PARTNER_REQUESTS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const routes = new Hono();
  routes.post(
    '/',
    refuseForeignOrigins(publicUrl),
    capBody(MAX_PARTNER_REQUEST_BYTES),
    limitPerAddress(limiter),
    validate('json', withoutNulText(partnerRequestSchema)),
    async (c) => {
      const { id } = await service.submit(c.req.valid('json'));
      return c.json({ id }, 201);
    },
  );
  return routes;
}
