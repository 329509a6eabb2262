/**
 * `POST /api/follow-choices` (decision 0030): a signed-in browser sends its Follow / Unfollow
 * choices (`{ choices: [[seriesId, "follow" | "unfollow", chosenAtMs], …] }`); the account keeps
 * per series the later choice and answers its whole list, which the browser merges into its own.
 * The private calendar feed follows what the account chose.
 */
import { MAX_FOLLOW_CHOICES } from '@reelhouse/core/calendar/follow-choices';
import { Hono } from 'hono';
import { z } from 'zod';
import { refuseForeignOrigins } from '../../http/csrf';
import { capBody, noStore } from '../../http/guards';
import { validate } from '../../http/validate';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import type { FollowChoiceRepository } from './follow-repository';

const MAX_BODY_BYTES = 128 * 1024;

const choicesSchema = z.object({
  choices: z
    .array(
      z.tuple([
        z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        z.enum(['follow', 'unfollow']),
        z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      ]),
    )
    .max(MAX_FOLLOW_CHOICES),
});

export function createFollowChoiceRoutes(deps: {
  repository: FollowChoiceRepository;
  requireSession: RequireSession;
  publicUrl: string | undefined;
}): Hono {
  const routes = new Hono<{ Variables: SessionVariables }>();
  routes.post(
    '/follow-choices',
    noStore,
    refuseForeignOrigins(deps.publicUrl),
    capBody(MAX_BODY_BYTES, 'Too many choices'),
    deps.requireSession,
    validate('json', choicesSchema),
    async (c) => {
      const userId = c.get('session').userId;
      const entries = c.req
        .valid('json')
        .choices.map(([seriesId, choice, at]) => ({ seriesId, choice, at }));
      await deps.repository.merge(userId, entries);
      const merged = await deps.repository.list(userId);
      return c.json({ choices: merged.map((entry) => [entry.seriesId, entry.choice, entry.at]) });
    },
  );
  const app = new Hono();
  app.route('/', routes);
  return app;
}
