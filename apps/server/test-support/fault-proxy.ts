/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that tests use to make it misbehave
 * the way a network or a host does: stall (bytes stop flowing both ways, connections stay open),
 * cut every open connection, refuse new ones. Faults cannot be injected below us on this
 * machine, so they are injected here, on the real protocol.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface FaultProxy {
  /** the port the proxy listens on (127.0.0.1) */
  port: number;
  /** Holds every byte in both directions until `resume()`; connections stay open. */
  stall(): void;
  /** Delivers what was held and lets bytes flow again. */
  resume(): void;
  /** Destroys every open connection (a restart or a terminated backend, seen from the client). */
  cutConnections(): void;
  /** Cuts every connection and closes the port: new connections are refused. */
  refuse(): Promise<void>;
  /** Listens on the same port again. */
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const held: (() => void)[] = [];
  let isStalled = false;

  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (isStalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const onConnection = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);

  const cutConnections = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    held.length = 0;
  };
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });

  return {
    port,
    stall: () => {
      isStalled = true;
    },
    resume: () => {
      isStalled = false;
      for (const deliver of held.splice(0)) deliver();
    },
    cutConnections,
    async refuse() {
      cutConnections();
      await closeServer();
    },
    async accept() {
      if (server.listening) return;
      server = createServer(onConnection);
      await listen(port);
    },
    async close() {
      cutConnections();
      if (server.listening) await closeServer();
    },
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: FaultProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
