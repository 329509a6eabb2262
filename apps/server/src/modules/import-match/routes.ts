/**
 * `POST /api/import/match`: for the Import page, the catalogue's title for each imported title
 * known only by name and year (matched, ambiguous or none, by core's rule), and the runtime of
 * titles whose watched share needs one. At most 100 of each per request: the page sends a long
 * file in turns and shows its progress. Anonymous, like the catalogue; counted per address.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { capBody, limitPerAddress, noStore } from '../../http/guards';
import { validate } from '../../http/validate';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import type { LimiterFactory } from '../limits/limiter';
import type { MatchService } from './match-service';

/** Titles, and runtimes, one request asks for at most. */
export const MAX_MATCHES_PER_REQUEST = 100;

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const numberInSeason = z.number().int().nonnegative().max(100_000);

const matchRequestSchema = z.object({
  titles: z
    .array(
      z.object({
        title: z.string().max(500),
        year: z.number().int().min(1800).max(3000).optional(),
        mediaType: z.enum(['movie', 'tv', 'unknown']),
      }),
    )
    .max(MAX_MATCHES_PER_REQUEST)
    .default([]),
  runtimes: z
    .array(
      z.discriminatedUnion('mediaType', [
        z.object({ mediaType: z.literal('movie'), id: idSchema }),
        z.object({
          mediaType: z.literal('tv'),
          id: idSchema,
          season: numberInSeason,
          episode: numberInSeason,
        }),
      ]),
    )
    .max(MAX_MATCHES_PER_REQUEST)
    .default([]),
});

export function createImportMatchRoutes(service: MatchService, limits: LimiterFactory): Hono {
  // One request searches up to 100 titles: a 10,000-title file is 100 requests.
  const limiter = limits.create('import-match', { points: 150, windowMs: 60_000 });
  const routes = new Hono();
  routes.post(
    '/match',
    noStore,
    limitPerAddress(limiter),
    capBody(256 * 1024),
    validate('json', matchRequestSchema),
    async (c) => {
      const { titles, runtimes } = c.req.valid('json');
      try {
        const [matches, seconds] = await Promise.all([
          service.match(titles),
          service.runtimes(runtimes),
        ]);
        return c.json({ matches, runtimes: seconds });
      } catch (error) {
        if (error instanceof CatalogueUnavailableError) throw new HttpError(502, error.message);
        throw error;
      }
    },
  );
  return routes;
}
