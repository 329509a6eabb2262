/**
 * /jellyfin: connect your own Jellyfin (scope.md, "No pooled credentials"). The server renders the
 * title and the explanation and hands over the servers the site allows (the route's loader); the
 * stored connection is read after mount.
 */
import { useId } from 'react';
import { JellyfinConnectForm } from './jellyfin-connect-form';
import type { StoredJellyfinConnection } from './jellyfin-connection';
import { useStoredConnection } from './use-stored-connection';
import { buttonClass } from '~/components/ui/button';

/** The page's heading and title. */
export const JELLYFIN_PAGE_TITLE = 'Connect your Jellyfin';
/** Said when the operator allows no Jellyfin server (JELLYFIN_SERVERS unset). */
export const NO_JELLYFIN_SERVERS = 'This site has no Jellyfin servers enabled.';

export interface JellyfinConnectPageProps {
  /** the Jellyfin servers this site lets users connect to (JELLYFIN_SERVERS); may be empty */
  servers: readonly string[];
}

/** The page: heading and explanation from the server; the connection panel after mount. */
export function JellyfinConnectPage({ servers }: JellyfinConnectPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-2xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {JELLYFIN_PAGE_TITLE}
      </h1>
      <div className="mt-4 space-y-3 text-ink-muted">
        <p>
          Play titles from your own Jellyfin server, signed in with your own account. Your password
          goes to your Jellyfin server once, to sign in, and is not kept.
        </p>
        <p>
          The access token Jellyfin gives back stays in this browser and is sent only with your own
          searches for something to watch. This site never keeps it and never shares it with anyone.
        </p>
      </div>
      <div className="mt-8 min-h-40">
        <ConnectionPanel servers={servers} />
      </div>
    </section>
  );
}

function ConnectionPanel({ servers }: JellyfinConnectPageProps) {
  const stored = useStoredConnection();
  if (!stored.isLoaded) return null;
  if (stored.connection !== null) {
    return <Connected connection={stored.connection} onDisconnect={stored.clear} />;
  }
  if (servers.length === 0) {
    return (
      <p data-testid="jellyfin-none" className="rounded-lg border border-line bg-surface-2 p-6">
        {NO_JELLYFIN_SERVERS}
      </p>
    );
  }
  return <JellyfinConnectForm servers={servers} onConnected={stored.save} />;
}

function Connected({
  connection,
  onDisconnect,
}: {
  connection: StoredJellyfinConnection;
  onDisconnect: () => void;
}) {
  return (
    <div
      data-testid="jellyfin-connected"
      className="space-y-4 rounded-lg bg-surface-2 p-6 ring-1 ring-line"
    >
      <p className="font-semibold break-words">
        {connection.userName
          ? `Connected to ${connection.serverUrl} as ${connection.userName}`
          : `Connected to ${connection.serverUrl}`}
      </p>
      <p className="text-sm text-ink-muted">
        Disconnecting forgets the token in this browser. To end it on the server too, sign out the
        device “Reelhouse” in your Jellyfin dashboard.
      </p>
      <button type="button" onClick={onDisconnect} className={buttonClass({ variant: 'quiet' })}>
        Disconnect
      </button>
    </div>
  );
}
