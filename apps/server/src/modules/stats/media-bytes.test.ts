import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempFolder, type TempFolder } from '../sources/library/library-fixture.test-support';
import { createMediaRoutes } from '../sources/library/media-routes';
import { countMediaResponse } from './media-bytes';

const FILM_BYTES = 1_000_000;
/** Status line and headers of one answer: well under this. */
const HEADERS_AT_MOST = 600;

let root: TempFolder;
let server: Server;
let base: string;
const counted: number[] = [];

beforeAll(async () => {
  root = await createTempFolder('media-bytes');
  await root.write({ 'film.mp4': 'x'.repeat(FILM_BYTES) });
  const app = new Hono();
  app.route('/media', createMediaRoutes([{ id: 'library', dir: root.dir }]));
  app.get('/api/other', (c) => c.text('y'.repeat(50_000)));
  const listener = getRequestListener(app.fetch);
  server = createServer((req, res) => {
    countMediaResponse(req, res, (bytes) => counted.push(bytes));
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await root.remove();
});

/** Waits until the answer's close has been counted. */
async function countedAfter(request: () => Promise<unknown>): Promise<number[]> {
  counted.length = 0;
  await request();
  for (let i = 0; i < 50 && counted.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [...counted];
}

describe('countMediaResponse', () => {
  it('counts the bytes a whole /media answer sent', async () => {
    const [bytes = 0] = await countedAfter(async () => {
      const response = await fetch(`${base}/media/library/film.mp4`);
      expect((await response.arrayBuffer()).byteLength).toBe(FILM_BYTES);
    });
    expect(bytes).toBeGreaterThanOrEqual(FILM_BYTES);
    expect(bytes).toBeLessThan(FILM_BYTES + HEADERS_AT_MOST);
  });

  it('counts only the range a range answer sent', async () => {
    const [bytes = 0] = await countedAfter(async () => {
      const response = await fetch(`${base}/media/library/film.mp4`, {
        headers: { Range: 'bytes=100-1099' },
      });
      expect(response.status).toBe(206);
      expect((await response.arrayBuffer()).byteLength).toBe(1000);
    });
    expect(bytes).toBeGreaterThanOrEqual(1000);
    expect(bytes).toBeLessThan(1000 + HEADERS_AT_MOST);
  });

  it('counts nothing for answers outside /media, nor for /media answers without media', async () => {
    counted.length = 0;
    const response = await fetch(`${base}/api/other`);
    expect((await response.text()).length).toBe(50_000);
    const missing = await fetch(`${base}/media/library/missing.mp4`);
    expect(missing.status).toBe(404);
    await missing.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toEqual([]);
  });
});
