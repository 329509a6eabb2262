/**
 * A local fake of the Internet Archive's metadata API for tests: node:http on 127.0.0.1, items in
 * the archive's shape (numbers as strings), `{}` for unknown identifiers as the archive answers,
 * a log of requests, and failures to inject.
 */
import { createServer } from 'node:http';

/** A file entry as the archive lists it. */
export interface FakeArchiveFile {
  name: string;
  format?: string;
  height?: string;
  width?: string;
  size?: string;
  source?: 'original' | 'derivative';
}

export interface FakeArchiveItem {
  metadata?: Record<string, unknown>;
  files: FakeArchiveFile[];
}

export interface FakeArchive {
  /** e.g. 'http://127.0.0.1:40123' */
  origin: string;
  /** identifier → item; change it between tests */
  items: Map<string, FakeArchiveItem>;
  /** paths requested, oldest first ('/metadata/BigBuckBunny_124') */
  readonly requests: string[];
  /** answer the next `times` requests with this status */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export async function startFakeArchive(
  items: Record<string, FakeArchiveItem> = {},
): Promise<FakeArchive> {
  const store = new Map(Object.entries(items));
  const requests: string[] = [];
  let failures: { status: number; remaining: number } | undefined;

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake-archive').pathname;
    requests.push(path);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failures && failures.remaining > 0) {
      failures.remaining -= 1;
      send(failures.status, { error: 'The fake failed on purpose.' });
      return;
    }
    const match = /^\/metadata\/([^/]+)$/.exec(path);
    if (request.method !== 'GET' || !match?.[1]) {
      send(404, { error: 'Not found' });
      return;
    }
    const identifier = decodeURIComponent(match[1]);
    const item = store.get(identifier);
    send(
      200,
      item
        ? {
            created: 1,
            dir: `/1/items/${identifier}`,
            metadata: item.metadata ?? {},
            files: item.files,
          }
        : {},
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake archive: no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    items: store,
    requests,
    failNext(status, times = 1) {
      failures = { status, remaining: times };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
