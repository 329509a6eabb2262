/** The Jellyfin servers this site lets users connect, asked for after mount. */
import { useEffect, useState } from 'react';
import { getJson } from '~/lib/api-client';
import { readServers } from './jellyfin-connection';

/** The servers while they are asked for, when asking failed, and once known. */
export type JellyfinServersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; servers: string[] };

/** Asks `GET /api/sources/jellyfin/servers` once, after mount. */
export function useJellyfinServers(): JellyfinServersState {
  const [state, setState] = useState<JellyfinServersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getJson<unknown>('/api/sources/jellyfin/servers', controller.signal).then(
      (answer) => {
        setState({ status: 'ready', servers: readServers(answer) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, []);
  return state;
}
