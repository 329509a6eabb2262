/** Helpers for tests that touch Redis: a port where nothing listens, and key clean-up. */
import { createServer } from 'node:net';
import { createClient } from 'redis';

/** A local port with nothing listening (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Deletes every key under `prefix` (each test file uses a random prefix of its own). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
      if (keys.length > 0) await client.del(keys);
    }
  } finally {
    await client.close();
  }
}
