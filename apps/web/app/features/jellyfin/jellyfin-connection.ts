/**
 * The user's own Jellyfin connection as this browser keeps it (scope.md, "No pooled credentials"):
 * `{serverUrl, userId, accessToken}` under `PLAYER_STORAGE_KEYS.jellyfin`, which the source search
 * sends with the user's own searches, plus the user's name for the page to show. Pure: reading,
 * writing and the texts of failures; the storage itself is the page's business.
 */
import { jellyfinCredentialsSchema } from '@reelhouse/core/player/source-events';
import { z } from 'zod';
import { ApiError } from '~/lib/api-client';

/** What the browser keeps: the credentials the source search sends, and the name shown here. */
export const storedJellyfinConnectionSchema = jellyfinCredentialsSchema.extend({
  /** the Jellyfin user's name; absent in connections stored without it */
  userName: z.string().min(1).max(256).optional(),
});
export type StoredJellyfinConnection = z.infer<typeof storedJellyfinConnectionSchema>;

/** Said when our own server cannot be reached. */
export const CONNECT_NETWORK_ERROR =
  'Could not reach this site. Check your connection and try again.';
/** Said when the server refused what was sent (a field out of its limits). */
export const CONNECT_INVALID_ERROR = 'Check the server, the username and the password.';
/** Said when the answer was not a connection (should not happen with our server). */
export const CONNECT_UNEXPECTED_ERROR = 'Connecting failed. Try again later.';

/** @returns the stored connection, or null when none is stored or it does not fit */
export function parseStoredConnection(raw: string | null): StoredJellyfinConnection | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return readConnection(value);
}

/** @returns the connection in an answer of `POST /api/sources/jellyfin/connect`, or null */
export function readConnection(value: unknown): StoredJellyfinConnection | null {
  const parsed = storedJellyfinConnectionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The JSON kept in storage: exactly the credentials and the name, nothing else of the answer. */
export function serializeConnection(connection: StoredJellyfinConnection): string {
  const { serverUrl, userId, accessToken, deviceId, userName } = connection;
  return JSON.stringify({
    serverUrl,
    userId,
    accessToken,
    ...(deviceId ? { deviceId } : {}),
    ...(userName ? { userName } : {}),
  });
}

/** The text to show when connecting failed. */
export function describeConnectError(error: unknown): string {
  if (!(error instanceof ApiError)) return CONNECT_UNEXPECTED_ERROR;
  if (error.status === 0) return CONNECT_NETWORK_ERROR;
  if (error.status === 400 && error.message === 'Invalid request') return CONNECT_INVALID_ERROR;
  return error.message;
}
