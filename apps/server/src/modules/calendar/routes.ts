/**
 * `GET /api/calendar?series=1396,1399&from=2026-11-20&to=2027-02-25`: the episodes of those series
 * airing between the two dates (both included), with each series' name and whether the catalogue
 * dates its episodes at all. The browser says which series it follows and which dates its
 * calendar covers (its "today" depends on its time zone); everything else is found here. When the
 * catalogue fails for some series, the others are answered with the failed ids in `unavailable`;
 * when it fails for all of them, 502.
 */
import { isCalendarDate, daysBetween } from '@reelhouse/core/calendar/calendar-dates';
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { limitPerAddress } from '../../http/guards';
import { validate } from '../../http/validate';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import type { LimiterFactory } from '../limits/limiter';
import type { CalendarService } from './calendar-service';

/** Series one calendar asks for at most. */
export const MAX_CALENDAR_SERIES = 60;
/** The longest span of dates one calendar asks for, in days. */
export const MAX_CALENDAR_SPAN_DAYS = 120;

const dateSchema = z.string().refine(isCalendarDate, 'Expected a date written YYYY-MM-DD');

const calendarQuerySchema = z
  .object({
    series: z
      .string()
      .max(1000)
      .regex(/^\d+(,\d+)*$/, 'Expected series ids separated by commas')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .pipe(
        z
          .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
          .max(MAX_CALENDAR_SERIES, `At most ${String(MAX_CALENDAR_SERIES)} series`),
      ),
    from: dateSchema,
    to: dateSchema,
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) <= MAX_CALENDAR_SPAN_DAYS, {
    message: `At most ${String(MAX_CALENDAR_SPAN_DAYS)} days`,
    path: ['to'],
  });

/** Answers depend on the day and on the catalogue's facts: a browser keeps them 10 minutes. */
const CACHE_CALENDAR = 'public, max-age=600, s-maxage=1800, stale-while-revalidate=3600';
/**
 * A partial answer (some series unavailable) is kept nowhere, not even a minute: the next load
 * asks again, and the series that were read cost little then, since the catalogue caches them.
 */
const CACHE_PARTIAL_CALENDAR = 'no-store';

export function createCalendarRoutes(service: CalendarService, limits: LimiterFactory): Hono {
  // A calendar costs up to four catalogue reads per series: generous for a person, not for a bot.
  const limiter = limits.create('calendar', { points: 60, windowMs: 60_000 });
  const routes = new Hono();
  routes.get('/', limitPerAddress(limiter), validate('query', calendarQuerySchema), async (c) => {
    const { series, from, to } = c.req.valid('query');
    try {
      const answer = await service.episodesFor(series, { from, to });
      const isPartial = (answer.unavailable ?? []).length > 0;
      return c.json(answer, 200, {
        'Cache-Control': isPartial ? CACHE_PARTIAL_CALENDAR : CACHE_CALENDAR,
      });
    } catch (error) {
      if (error instanceof CatalogueUnavailableError) {
        throw new HttpError(502, error.message, { 'Cache-Control': 'no-store' });
      }
      throw error;
    }
  });
  return routes;
}
