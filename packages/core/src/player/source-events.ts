/**
 * The wire of `POST /api/sources`: what the page asks for, and the server-sent events the server
 * answers with while its source providers run (architecture: "streams progress as server-sent
 * events, then the streams found").
 *
 * Events, in order, each `event: <name>` with one JSON `data:` line:
 * - `providers` once: the providers that will be checked, in rank order (the server picker lists
 *   them, and the status line rotates through their names)
 * - `progress` any number: one provider's status and the search's percentage
 * - `result` at most once: the first provider (by rank) that found something, and its answer
 * - `done` last: whether anything was found
 * A search that cannot run at all ends with `failed` instead of `done`.
 */
import { z } from 'zod';
import { scrapeRequestSchema, sourceSearchProgressSchema } from './scrape-schema';
import { sourceResultSchema } from './source-schema';

/** A provider's id: lower-case letters, digits and hyphens ('library', 'archive', 'jellyfin'). */
export const sourceProviderIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** A provider as the page sees it. */
export const sourceProviderInfoSchema = z.object({
  id: sourceProviderIdSchema,
  name: z.string().trim().min(1).max(100),
});
export type SourceProviderInfo = z.infer<typeof sourceProviderInfoSchema>;

/**
 * The user's own Jellyfin connection, sent only with their own searches (scope.md: no pooled
 * credentials). The server talks only to Jellyfin servers the operator allowed.
 */
export const jellyfinCredentialsSchema = z.object({
  /** the server's origin, e.g. 'https://media.example.org' */
  serverUrl: z.url({ protocol: /^https?$/ }).max(2048),
  /** the user's Jellyfin id (32 hex characters) */
  userId: z.string().regex(/^[0-9a-f]{32}$/i),
  /** the access token Jellyfin gave this user */
  accessToken: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  /**
   * the device id the token was issued to (Jellyfin ties tokens to a device); absent in
   * connections made before it was kept
   */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
});
export type JellyfinCredentials = z.infer<typeof jellyfinCredentialsSchema>;

/** Body of `POST /api/sources`. */
export const sourceSearchBodySchema = z.object({
  request: scrapeRequestSchema,
  /** run this one provider ("run one"); absent runs all of them by rank ("run all") */
  sourceId: sourceProviderIdSchema.optional(),
  credentials: z.object({ jellyfin: jellyfinCredentialsSchema.optional() }).optional(),
});
export type SourceSearchBody = z.infer<typeof sourceSearchBodySchema>;

export const sourceProvidersEventSchema = z.object({
  providers: z.array(sourceProviderInfoSchema),
});

export const sourceResultEventSchema = z.object({
  providerId: sourceProviderIdSchema,
  providerName: z.string().trim().min(1).max(100),
  result: sourceResultSchema,
});

export const sourceDoneEventSchema = z.object({ found: z.boolean() });

export const sourceFailedEventSchema = z.object({ error: z.string().min(1).max(500) });

/** Every event of the stream, keyed by its SSE event name. */
export const SOURCE_EVENT_SCHEMAS = {
  providers: sourceProvidersEventSchema,
  progress: sourceSearchProgressSchema,
  result: sourceResultEventSchema,
  done: sourceDoneEventSchema,
  failed: sourceFailedEventSchema,
} as const;

export type SourceEventName = keyof typeof SOURCE_EVENT_SCHEMAS;

export type SourceEvent = {
  [Name in SourceEventName]: { event: Name; data: z.infer<(typeof SOURCE_EVENT_SCHEMAS)[Name]> };
}[SourceEventName];

/**
 * Reads one server-sent event of a source search.
 * @returns the typed event, or null when the name is unknown or the data does not fit its schema
 */
export function parseSourceEvent(event: string, data: string): SourceEvent | null {
  if (!Object.hasOwn(SOURCE_EVENT_SCHEMAS, event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const name = event as SourceEventName;
  const parsed = SOURCE_EVENT_SCHEMAS[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as SourceEvent) : null;
}

/** Text of a generated sample clip's notice, shown by the player under the video. */
export const SAMPLE_CLIP_NOTICE =
  'This is a generated sample clip (test pattern and tone), not the film or episode itself.';
