/** The Jellyfin servers this site lets users connect, asked for after mount. */
import { useLatestRequest } from '~/lib/abortable-request';
import { getJson } from '~/lib/api-client';
import { readServers } from './jellyfin-connection';

/** The servers while they are asked for, when asking failed, and once known. */
export type JellyfinServersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; servers: string[] };

function requestServers(_key: string, signal: AbortSignal): Promise<string[]> {
  return getJson<unknown>('/api/sources/jellyfin/servers', signal).then(readServers);
}

/** Asks `GET /api/sources/jellyfin/servers` once, after mount. */
export function useJellyfinServers(): JellyfinServersState {
  const state = useLatestRequest('servers', requestServers);
  if (state.status === 'done') return { status: 'ready', servers: state.value };
  return state.status === 'error' ? { status: 'failed' } : { status: 'loading' };
}
