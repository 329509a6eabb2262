/**
 * The sign-in form: which server (a choice when the site allows several), the Jellyfin username
 * and password. Our server signs in and answers the token; nothing is kept here but that answer.
 */
import { useId, useState } from 'react';
import { postJson } from '~/lib/api-client';
import {
  CONNECT_UNEXPECTED_ERROR,
  describeConnectError,
  readConnection,
  type StoredJellyfinConnection,
} from './jellyfin-connection';
import { Button } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';

/** Jellyfin's limits as our server checks them. */
const USERNAME_MAX_LENGTH = 128;
const PASSWORD_MAX_LENGTH = 1024;

export interface JellyfinConnectFormProps {
  /** the allowed servers; at least one */
  servers: readonly string[];
  /**
   * Keeps the connection.
   * @throws Error with a text to show when it cannot be kept
   */
  onConnected: (connection: StoredJellyfinConnection) => void;
}

/** Signs in through our server; errors show under the form, the button waits while sending. */
export function JellyfinConnectForm({ servers, onConnected }: JellyfinConnectFormProps) {
  const ids = { error: useId() };
  const [server, setServer] = useState(servers[0] ?? '');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (text: string) => {
    setProblem(text);
    setIsSending(false);
  };

  const connect = async () => {
    setIsSending(true);
    setProblem(null);
    let answer: unknown;
    try {
      answer = await postJson('/api/sources/jellyfin/connect', {
        serverUrl: server,
        username,
        password,
      });
    } catch (error) {
      fail(describeConnectError(error));
      return;
    }
    const connection = readConnection(answer);
    if (connection === null) {
      fail(CONNECT_UNEXPECTED_ERROR);
      return;
    }
    try {
      onConnected(connection);
    } catch (error) {
      fail(error instanceof Error ? error.message : CONNECT_UNEXPECTED_ERROR);
    }
  };

  return (
    <form
      data-testid="jellyfin-form"
      aria-describedby={problem === null ? undefined : ids.error}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSending) void connect();
      }}
    >
      {servers.length > 1 ? (
        <SelectField
          label="Server"
          value={server}
          options={servers.map((option) => ({ value: option, label: option }))}
          onValueChange={setServer}
        />
      ) : (
        <p className="flex flex-col gap-1">
          <span className="text-sm font-semibold">Server</span>
          <span data-testid="jellyfin-server" className="font-mono text-sm break-all">
            {server}
          </span>
        </p>
      )}
      <TextField
        label="Username"
        name="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        maxLength={USERNAME_MAX_LENGTH}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="current-password"
      />
      <Button type="submit" disabled={isSending}>
        {isSending ? 'Connecting…' : 'Connect'}
      </Button>
      {problem === null ? null : (
        <p
          id={ids.error}
          role="alert"
          data-testid="jellyfin-error"
          className="text-sm font-semibold text-red-700 dark:text-red-400"
        >
          {problem}
        </p>
      )}
    </form>
  );
}
