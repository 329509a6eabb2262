/**
 * Scale-out, proven: two built instances on one PostgreSQL database and one Redis, behind nginx
 * running deploy/nginx.conf. Through nginx and each instance directly: an account made on one is
 * used on the other; a bookmark and a progress save cross instances; the lockout holds across
 * them; an instance killed mid-load loses no acknowledged write; PostgreSQL connections terminated
 * mid-load are survived; Redis stopped and started again. Runs when PostgreSQL, Redis, nginx and
 * a build are there (`npm run test:scale-out`, part of `npm test`); says why it skips otherwise.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, whyScaleOutCannotRun, type Cluster } from './cluster';

const skipReason = whyScaleOutCannotRun();
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);

const PASSWORD = 'quiet lantern meadow';

interface Session {
  cookie: string;
  username: string;
}

let lastClient = 0;
/**
 * A client address of its own for each test: the test runs on a trusted address (127.0.0.1), so
 * the X-Forwarded-For it sends names the client, and tests do not share per-address allowances.
 */
const newClient = () => `198.51.100.${String((lastClient += 1))}`;

function post(origin: string, path: string, body: unknown, cookie?: string, client?: string) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(cookie ? { cookie } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function signUp(origin: string, name: string, client: string): Promise<Session> {
  const response = await post(
    origin,
    '/api/auth/signup',
    { username: name, email: `${name}@example.org`, password: PASSWORD, passwordConfirm: PASSWORD },
    undefined,
    client,
  );
  expect(response.status).toBe(201);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('sid='));
  const body = (await response.json()) as { user: { username: string } };
  return { cookie: cookie?.split(';')[0] ?? '', username: body.user.username };
}

const freshName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

describe.skipIf(skipReason !== null)('two instances behind nginx', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 180_000);
  afterAll(async () => {
    await cluster.stop();
  });

  it('serves the site through nginx', async () => {
    const page = await fetch(`${cluster.origin}/movies/10378-big-buck-bunny`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Big Buck Bunny');
  });

  it('lets an account made on one instance be used on the other', async () => {
    const [a, b] = cluster.instances;
    const client = newClient();
    const session = await signUp(a.origin, freshName('cross'), client);

    const me = await fetch(`${b.origin}/api/users/me`, { headers: { cookie: session.cookie } });
    expect(me.status).toBe(200);
    const login = await post(
      b.origin,
      '/api/auth/login',
      { username: session.username, password: PASSWORD },
      undefined,
      client,
    );
    expect(login.status).toBe(200);
  });

  it('carries a bookmark and a progress save from one instance to the other', async () => {
    const [a, b] = cluster.instances;
    const session = await signUp(a.origin, freshName('sync'), newClient());
    const now = Date.now();
    const bookmarked = await post(
      a.origin,
      '/api/sync/bookmarks',
      { bookmarks: [{ mediaId: 603, category: 'watchlist', addedAt: now }], updatedAt: now },
      session.cookie,
    );
    expect(bookmarked.status).toBe(200);
    const saved = await post(
      b.origin,
      '/api/sync/watch-history',
      {
        items: {
          '603': {
            type: 'movie',
            title: 'The Matrix',
            updatedAt: now,
            progress: { watched: 600, duration: 8100 },
          },
        },
        updatedAt: now,
      },
      session.cookie,
    );
    expect(saved.status).toBe(200);

    const bookmarks = (await (
      await fetch(`${b.origin}/api/users/me/bookmarks`, { headers: { cookie: session.cookie } })
    ).json()) as { bookmarks: { mediaId: number }[] };
    const history = (await (
      await fetch(`${a.origin}/api/users/me/watch-history`, { headers: { cookie: session.cookie } })
    ).json()) as { items: Record<string, { progress?: { watched: number } }> };
    expect(bookmarks.bookmarks.map((bookmark) => bookmark.mediaId)).toEqual([603]);
    expect(history.items['603']?.progress?.watched).toBe(600);
  });

  it('holds the lockout across instances: five failures on either lock both', async () => {
    const [a, b] = cluster.instances;
    const client = newClient();
    const session = await signUp(a.origin, freshName('lock'), client);
    const login = (origin: string, password: string) =>
      post(origin, '/api/auth/login', { username: session.username, password }, undefined, client);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? a : b;
      expect((await login(target.origin, 'not the password')).status).toBe(401);
    }
    for (const target of [a, b]) {
      expect((await login(target.origin, PASSWORD)).status).toBe(429);
    }
  });

  it('counts each client behind nginx apart (X-Forwarded-For through a trusted proxy)', async () => {
    const name = freshName('addr');
    const [busy, other] = [newClient(), newClient()];
    const login = (client: string, attempt: number) =>
      post(
        cluster.origin,
        '/api/auth/login',
        { username: `${name}${String(attempt)}`, password: PASSWORD },
        undefined,
        client,
      );
    const answers = [];
    // 50 logins per 15 minutes are one address's allowance (AUTH_ATTEMPTS_PER_IP).
    for (let attempt = 0; attempt < 51; attempt += 1)
      answers.push((await login(busy, attempt)).status);

    expect(answers.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await login(other, 99)).status).toBe(401);
  });

  it('loses no acknowledged write when an instance is killed mid-load', async () => {
    const session = await signUp(cluster.origin, freshName('kill'), newClient());
    const acknowledged: number[] = [];
    let nextId = 1;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const mediaId = nextId++;
        const now = Date.now();
        const response = await post(
          cluster.origin,
          '/api/sync/bookmarks',
          {
            bookmarks: [{ mediaId, category: 'watchlist', addedAt: now }],
            deleted: [],
            updatedAt: now,
          },
          session.cookie,
        ).catch(() => null);
        // The status acknowledges the write (it is stored before the answer is sent); a body
        // cut short by the kill is not a lost write.
        if (response?.status === 200) acknowledged.push(mediaId);
        await response?.arrayBuffer().catch(() => undefined);
      }
    };
    const writers = Array.from({ length: 4 }, () => writer());
    try {
      await delay(1_500);
      await cluster.instances[0].kill();
      await delay(2_000);
    } finally {
      stop = true;
      await Promise.all(writers);
      await cluster.instances[0].start();
    }

    expect(acknowledged.length).toBeGreaterThan(20);
    // bigint columns come back as text from a plain pg client
    const stored = await cluster.query<{ media_id: string | number }>(
      'select media_id from bookmarks b join users u on u.id = b.user_id where u.username = $1',
      [session.username],
    );
    const storedIds = new Set(stored.map((row) => Number(row.media_id)));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
  }, 60_000);

  it('survives its PostgreSQL connections being terminated mid-load, and serves again', async () => {
    const session = await signUp(cluster.origin, freshName('pg'), newClient());
    let stop = false;
    const statuses: number[] = [];
    const reader = async () => {
      while (!stop) {
        const response = await fetch(`${cluster.origin}/api/users/me`, {
          headers: { cookie: session.cookie },
        }).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => undefined);
      }
    };
    const readers = Array.from({ length: 4 }, () => reader());
    await delay(500);
    const terminated = await cluster.query<{ pg_terminate_backend: boolean }>(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [cluster.applicationName],
    );
    await delay(1_500);
    stop = true;
    await Promise.all(readers);

    expect(terminated.length).toBeGreaterThan(0);
    expect(cluster.instances.every((instance) => instance.isRunning())).toBe(true);
    // Requests fail fast or succeed while connections are replaced; none hangs or crashes.
    expect(statuses.filter((status) => ![200, 503].includes(status))).toEqual([]);
    for (const instance of cluster.instances) {
      const me = await fetch(`${instance.origin}/api/users/me`, {
        headers: { cookie: session.cookie },
      });
      expect(me.status).toBe(200);
    }
  }, 30_000);

  it('keeps logins working while Redis is stopped, and shares the lockout again once it is back', async () => {
    const [a, b] = cluster.instances;
    const client = newClient();
    const login = (origin: string, username: string, password: string) =>
      post(origin, '/api/auth/login', { username, password }, undefined, client);
    const session = await signUp(a.origin, freshName('redis'), client);
    await cluster.redis.stop();

    const startedAt = performance.now();
    expect((await login(b.origin, session.username, PASSWORD)).status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(1_000);

    await cluster.redis.start();
    // An instance finds Redis back at the first probe after it answers again (one a second).
    const isRedisUp = async (origin: string) => {
      await (await login(origin, freshName('probe'), PASSWORD)).arrayBuffer();
      const metrics = await (await fetch(`${origin}/metrics`)).text();
      return metrics.includes('reelhouse_component_stat{component="redis",stat="up"} 1');
    };
    await expect.poll(() => isRedisUp(a.origin), { timeout: 15_000, interval: 500 }).toBe(true);
    await expect.poll(() => isRedisUp(b.origin), { timeout: 15_000, interval: 500 }).toBe(true);

    const locked = await signUp(a.origin, freshName('relock'), client);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? a : b;
      expect((await login(target.origin, locked.username, 'wrong one')).status).toBe(401);
    }
    expect((await login(b.origin, locked.username, PASSWORD)).status).toBe(429);
  }, 60_000);

  it('keeps an instance in rotation when it answers 503 itself: only a refused or timed-out connection takes it out', async () => {
    const session = await signUp(cluster.origin, freshName('held'), newClient());
    // Holding the sessions table makes each instance's session lookup wait out its statement
    // timeout and answer 503 ("the database is away"), as in a failover.
    const me = async () => {
      const response = await fetch(`${cluster.origin}/api/users/me`, {
        headers: { cookie: session.cookie },
      });
      await response.arrayBuffer();
      return response.status;
    };
    await cluster.query('begin');
    let statuses: number[];
    try {
      await cluster.query('lock table sessions in access exclusive mode');
      // Two at once, so that each instance answers one of them first.
      statuses = await Promise.all([me(), me()]);
    } finally {
      await cluster.query('commit');
    }
    expect(statuses).toEqual([503, 503]);
    // The database is back: nginx serves the next request at once, not "no live upstreams" (502)
    // for fail_timeout because each instance's 503 was counted as the instance failing.
    expect(await me()).toBe(200);
  }, 30_000);

  it('has kept both instances running through it all', () => {
    for (const instance of cluster.instances) {
      expect(instance.isRunning(), instance.output().slice(-2_000)).toBe(true);
    }
  });
});
