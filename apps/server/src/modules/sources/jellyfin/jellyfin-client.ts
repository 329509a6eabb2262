/**
 * Talking to one user's Jellyfin server with that user's token: the `MediaBrowser` Authorization
 * header (Jellyfin 12 refuses the legacy X-Emby-Token and api_key forms), JSON in and out, the
 * answers parsed with zod. Errors never carry the token.
 */
import type { JellyfinCredentials } from '@reelhouse/core/player/source-events';
import { z } from 'zod';
import type { SafeFetch } from '../../../http/safe-fetch';

/** Jellyfin's ids: 32 hexadecimal characters. */
const jellyfinIdSchema = z.string().regex(/^[0-9a-f]{32}$/i);

/** An item of a list answer; items with an id in another form are skipped. */
export const jellyfinItemSchema = z.object({
  Id: jellyfinIdSchema,
  Name: z.string().optional(),
  ProductionYear: z.number().optional(),
  IndexNumber: z.number().int().optional(),
  ParentIndexNumber: z.number().int().optional(),
  /** 'Tmdb', 'Imdb', 'Tvdb', …: present when asked for with fields=ProviderIds */
  ProviderIds: z.record(z.string(), z.string().nullable()).optional(),
});
export type JellyfinItem = z.infer<typeof jellyfinItemSchema>;

export const jellyfinItemsAnswerSchema = z.object({
  Items: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = jellyfinItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

const mediaStreamSchema = z.object({
  Type: z.string(),
  Index: z.number().int(),
  Language: z.string().nullish(),
  DisplayTitle: z.string().nullish(),
  DeliveryUrl: z.string().nullish(),
});

export const jellyfinMediaSourceSchema = z.object({
  Id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  Container: z.string().nullish(),
  TranscodingUrl: z.string().nullish(),
  MediaStreams: z.array(mediaStreamSchema).nullish(),
});
export type JellyfinMediaSource = z.infer<typeof jellyfinMediaSourceSchema>;

export const jellyfinPlaybackInfoSchema = z.object({
  MediaSources: z.array(jellyfinMediaSourceSchema).default([]),
});

/** The user's server: where it is, and how to ask it things as that user. */
export interface JellyfinClient {
  /** the server URL without a trailing slash (it may include a base path) */
  base: string;
  userId: string;
  token: string;
  get<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T>;
  post<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T>;
}

/** Header values are quoted; keep the version to characters that cannot break out. */
function quoteSafe(value: string): string {
  return value.replace(/[^\w .+-]/g, '');
}

/** Device id sent with tokens stored before their own device id was kept. */
export const DEFAULT_JELLYFIN_DEVICE_ID = 'reelhouse';

/**
 * The `MediaBrowser` Authorization header for this client and the user's token, naming the
 * device the token was issued to (the one of the sign-in).
 */
export function buildJellyfinAuthorization(
  clientVersion: string,
  token: string,
  deviceId: string = DEFAULT_JELLYFIN_DEVICE_ID,
): string {
  return (
    `MediaBrowser Client="Reelhouse", Device="Reelhouse", DeviceId="${quoteSafe(deviceId)}", ` +
    `Version="${quoteSafe(clientVersion)}", Token="${quoteSafe(token)}"`
  );
}

/**
 * The `MediaBrowser` Authorization header for signing in (no token yet). Jellyfin ties the token
 * it hands out to `deviceId` and ends earlier sessions of the same user and device, so each
 * connection gets its own id.
 */
export function buildJellyfinSignInAuthorization(clientVersion: string, deviceId: string): string {
  return (
    'MediaBrowser Client="Reelhouse", Device="Reelhouse", ' +
    `DeviceId="${quoteSafe(deviceId)}", Version="${quoteSafe(clientVersion)}"`
  );
}

/** The server URL as a base for paths: no query, fragment or trailing slash. */
export function getJellyfinBase(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function createJellyfinClient(options: {
  fetch: SafeFetch;
  credentials: JellyfinCredentials;
  clientVersion: string;
  signal: AbortSignal;
}): JellyfinClient {
  const base = getJellyfinBase(options.credentials.serverUrl);
  const authorization = buildJellyfinAuthorization(
    options.clientVersion,
    options.credentials.accessToken,
    options.credentials.deviceId,
  );

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const response = await options.fetch(`${base}${path}?${search}`, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
      signal: options.signal,
    });
    if (!response.ok) throw new Error(`Jellyfin answered ${response.status} to ${method} ${path}`);
    return schema.parse(response.json());
  }

  return {
    base,
    userId: options.credentials.userId,
    token: options.credentials.accessToken,
    get: (path, query, schema) => send('GET', path, query, schema),
    post: (path, query, schema) => send('POST', path, query, schema),
  };
}
