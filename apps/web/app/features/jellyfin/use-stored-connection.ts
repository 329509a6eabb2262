/**
 * The Jellyfin connection kept in this browser, read after mount (the server renders without
 * storage) and kept in step with other tabs.
 */
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useCallback, useEffect, useState } from 'react';
import {
  readStoredString,
  removeStored,
  subscribeToStorage,
  writeStoredString,
} from '~/lib/storage';
import {
  parseStoredConnection,
  serializeConnection,
  type StoredJellyfinConnection,
} from './jellyfin-connection';

const KEY = PLAYER_STORAGE_KEYS.jellyfin;

/** What {@link useStoredConnection} answers. */
export interface StoredConnectionState {
  /** false on the server and until storage was read */
  isLoaded: boolean;
  connection: StoredJellyfinConnection | null;
  /** @throws Error with the spec's storage message when the browser refuses the write */
  save: (connection: StoredJellyfinConnection) => void;
  clear: () => void;
}

/** The stored connection, with `save` and `clear` that write storage and update the page. */
export function useStoredConnection(): StoredConnectionState {
  const [state, setState] = useState<{
    isLoaded: boolean;
    connection: StoredJellyfinConnection | null;
  }>({ isLoaded: false, connection: null });

  useEffect(() => {
    const read = () => {
      setState({ isLoaded: true, connection: parseStoredConnection(readStoredString(KEY)) });
    };
    read();
    return subscribeToStorage((key) => {
      if (key === null || key === KEY) read();
    });
  }, []);

  const save = useCallback((connection: StoredJellyfinConnection) => {
    writeStoredString(KEY, serializeConnection(connection));
    setState({ isLoaded: true, connection });
  }, []);

  const clear = useCallback(() => {
    removeStored([KEY]);
    setState({ isLoaded: true, connection: null });
  }, []);

  return { ...state, save, clear };
}
