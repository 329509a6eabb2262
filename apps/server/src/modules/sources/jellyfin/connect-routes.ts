/**
 * Connecting a user's own Jellyfin account (scope.md, "No pooled credentials"):
 * - `GET /api/sources/jellyfin/servers` lists the servers the operator allows (JELLYFIN_SERVERS);
 * - `POST /api/sources/jellyfin/connect` signs in to one of them with the user's name and password
 *   and hands the token Jellyfin gave back to that user's browser.
 * This server keeps neither: the password and the token are never stored or logged.
 */
import { randomUUID } from 'node:crypto';
import { jellyfinCredentialsSchema } from '@reelhouse/core/player/source-events';
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../../http/errors';
import { capBody, limitPerAddress, refuseForeignOrigins } from '../../../http/guards';
import { validate } from '../../../http/validate';
import { createOriginMatcher, SafeFetchError, type SafeFetch } from '../../../http/safe-fetch';
import type { Logger } from '../../../observability/logger';
import type { LimiterFactory } from '../../limits/limiter';
import { buildJellyfinSignInAuthorization, getJellyfinBase } from './jellyfin-client';

/** Sign-in attempts per client address and minute, counted before Jellyfin is contacted. */
export const CONNECTS_PER_MINUTE = 10;

/** Jellyfin answered 401: the name or the password is wrong. */
export const JELLYFIN_REFUSED_MESSAGE = 'Jellyfin refused that username or password.';
/** The server did not answer, or answered with a failure of its own. */
export const JELLYFIN_UNREACHABLE_MESSAGE = 'Could not reach that Jellyfin server.';
/** The server answered the sign-in with something that is not Jellyfin's answer. */
export const JELLYFIN_UNEXPECTED_MESSAGE = 'That server did not answer like Jellyfin.';
/** The server is not one the operator allows. */
export const JELLYFIN_NOT_ALLOWED_MESSAGE = 'This site does not connect to that Jellyfin server.';

const MAX_BODY_BYTES = 8 * 1024;

/** Body of `POST /api/sources/jellyfin/connect`. */
export const jellyfinConnectBodySchema = z.object({
  /** one of the allowed servers (its origin, or an address under it when Jellyfin has a base path) */
  serverUrl: z.url({ protocol: /^https?$/ }).max(2048),
  username: z.string().min(1).max(128),
  /** Jellyfin accounts may have an empty password */
  password: z.string().max(1024),
});

/** What Jellyfin's `AuthenticateByName` answers (only what we use). */
const signInAnswerSchema = z.object({
  User: z.object({ Id: z.string(), Name: z.string() }),
  AccessToken: z.string(),
});

/** The answer of `POST /api/sources/jellyfin/connect`: the credentials the browser keeps. */
export const jellyfinConnectionSchema = jellyfinCredentialsSchema.extend({
  userName: z.string().min(1).max(256),
});
export type JellyfinConnection = z.infer<typeof jellyfinConnectionSchema>;

/** How connections are made: which servers, reached how. */
export interface JellyfinConnectOptions {
  /** origins of the Jellyfin servers the operator allows users to connect */
  allowedServers: readonly string[];
  /** a safe fetch that trusts those servers (they may be on a private network) */
  fetch: SafeFetch;
  /** our version, sent in the Authorization header */
  clientVersion: string;
}

/** What the routes need besides the connection options. */
export interface JellyfinConnectRoutesDeps extends JellyfinConnectOptions {
  logger: Logger;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  now?: (() => number) | undefined;
  /** where the per-address limit counts */
  limits: LimiterFactory;
  /** the DeviceId of a new connection; a random one by default */
  newDeviceId?: (() => string) | undefined;
}

/** Routes to mount at `/api/sources/jellyfin`. */
export function createJellyfinConnectRoutes(deps: JellyfinConnectRoutesDeps): Hono {
  const isAllowedServer = createOriginMatcher(deps.allowedServers);
  const newDeviceId = deps.newDeviceId ?? (() => `reelhouse-${randomUUID()}`);
  const routes = new Hono();

  routes.get('/servers', (c) => c.json({ servers: [...deps.allowedServers] }));

  routes.post(
    '/connect',
    refuseForeignOrigins(deps.publicUrl),
    limitPerAddress(
      deps.limits.create('jellyfin-connects', { points: CONNECTS_PER_MINUTE, windowMs: 60_000 }),
    ),
    capBody(MAX_BODY_BYTES),
    validate('json', jellyfinConnectBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const server = new URL(body.serverUrl);
      if (!isAllowedServer(server)) throw new HttpError(400, JELLYFIN_NOT_ALLOWED_MESSAGE);
      const connection = await signIn(deps, {
        base: getJellyfinBase(body.serverUrl),
        username: body.username,
        password: body.password,
        deviceId: newDeviceId(),
        signal: c.req.raw.signal,
      });
      return c.json(connection, 200, { 'Cache-Control': 'no-store' });
    },
  );
  return routes;
}

interface SignIn {
  base: string;
  username: string;
  password: string;
  deviceId: string;
  signal: AbortSignal;
}

/**
 * `POST {base}/Users/AuthenticateByName` as a new device.
 * @throws HttpError 401 when Jellyfin refuses the name or password, 502 when it cannot be reached
 *   or answers otherwise
 */
async function signIn(deps: JellyfinConnectRoutesDeps, attempt: SignIn) {
  const server = new URL(attempt.base).origin;
  let response;
  try {
    response = await deps.fetch(`${attempt.base}/Users/AuthenticateByName`, {
      method: 'POST',
      headers: {
        Authorization: buildJellyfinSignInAuthorization(deps.clientVersion, attempt.deviceId),
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ Username: attempt.username, Pw: attempt.password }),
      signal: attempt.signal,
    });
  } catch (error) {
    const reason = error instanceof SafeFetchError ? error.reason : 'unknown';
    deps.logger.warn({ server, reason }, 'jellyfin sign-in: server not reached');
    throw new HttpError(502, JELLYFIN_UNREACHABLE_MESSAGE);
  }
  if (response.status === 401) throw new HttpError(401, JELLYFIN_REFUSED_MESSAGE);
  if (!response.ok) {
    deps.logger.warn({ server, status: response.status }, 'jellyfin sign-in: server failed');
    throw new HttpError(502, JELLYFIN_UNREACHABLE_MESSAGE);
  }
  const connection = readSignInAnswer(response.json.bind(response), attempt.base, attempt.deviceId);
  if (connection === null) {
    deps.logger.warn({ server }, 'jellyfin sign-in: unexpected answer');
    throw new HttpError(502, JELLYFIN_UNEXPECTED_MESSAGE);
  }
  return connection;
}

/** The connection from Jellyfin's answer, or null when the answer does not fit. */
function readSignInAnswer(
  readBody: () => unknown,
  serverUrl: string,
  deviceId: string,
): JellyfinConnection | null {
  let body: unknown;
  try {
    body = readBody();
  } catch {
    return null;
  }
  const answer = signInAnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const connection = jellyfinConnectionSchema.safeParse({
    serverUrl,
    userId: answer.data.User.Id,
    accessToken: answer.data.AccessToken,
    deviceId,
    userName: answer.data.User.Name,
  });
  return connection.success ? connection.data : null;
}
