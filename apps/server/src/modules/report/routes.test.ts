import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createTestClock,
  fakeDateWith,
  postReport,
  validReportBody,
  type TestClock,
} from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { createSqlErrorReportRepository, type ErrorReportRepository } from './repository';

const MAX_REPORT_BYTES = 16 * 1024;

const idAt = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

/** The valid report body padded with JSON whitespace to exactly `bytes` bytes. */
function bodyOfSize(bytes: number): string {
  const json = JSON.stringify(validReportBody());
  return json.slice(0, -1) + ' '.repeat(bytes - Buffer.byteLength(json)) + '}';
}

// Some tests fake Date for the rate limits' in-process counters.
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/report', () => {
  const getDatabase = useTestDatabase();
  let repository: ErrorReportRepository;
  let clock: TestClock;
  let ids: number;
  const newId = () => idAt(++ids);
  const app = () => createTestApp(getDatabase(), { now: clock.now, newId }).app;

  beforeAll(() => {
    repository = createSqlErrorReportRepository(getDatabase().db);
  });

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
    clock = fakeDateWith(createTestClock());
    ids = 0;
  });

  it('stores a valid report and answers 201 with its id', async () => {
    const body = validReportBody();

    const response = await postReport(app(), body, { 'X-Request-Id': 'client-req-1' });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: idAt(1) });
    expect(await repository.listRecent(10)).toStrictEqual([
      {
        id: idAt(1),
        receivedAt: clock.now(),
        occurredAt: body.occurredAt,
        requestId: 'client-req-1',
        name: body.name,
        message: body.message,
        url: body.url,
        status: body.status,
        userMessage: body.userMessage,
        userAgent: body.userAgent,
        stack: body.stack,
        relayedAt: null,
      },
    ]);
  });

  it('stores the optional fields a report leaves out as null or empty', async () => {
    const response = await postReport(app(), {
      name: 'Error 404',
      message: 'Not found',
      url: 'https://reelhouse.example/nope',
      occurredAt: 1,
    });

    expect(response.status).toBe(201);
    expect(await repository.listRecent(10)).toMatchObject([
      { status: null, stack: null, userMessage: '', userAgent: '', relayedAt: null },
    ]);
  });

  it('answers 400 naming the bad field when the body breaks the schema, and stores nothing', async () => {
    const response = await postReport(app(), validReportBody({ url: 'ftp://reelhouse.example/' }));

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('Invalid request');
    expect(body.issues?.map((issue) => issue.path)).toEqual(['url']);
    expect(body.issues?.[0]?.message).toEqual(expect.any(String));
    expect(await repository.listRecent(10)).toEqual([]);
  });

  it('answers 400 to a text holding U+0000 on either database, and stores nothing', async () => {
    const response = await postReport(app(), validReportBody({ userMessage: 'I clicked\u0000' }));

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.issues?.map((issue) => issue.message)).toEqual([
      'Text may not contain the character U+0000',
    ]);
    expect(await repository.listRecent(10)).toEqual([]);
  });

  it("refuses with 403 a report sent from another site's page, and stores nothing", async () => {
    const foreign = await postReport(app(), validReportBody(), {
      Origin: 'https://elsewhere.example',
    });
    const crossSite = await postReport(app(), validReportBody(), {
      'Sec-Fetch-Site': 'cross-site',
    });

    expect([foreign.status, crossSite.status]).toEqual([403, 403]);
    expect(await repository.listRecent(10)).toEqual([]);
    const own = await postReport(app(), validReportBody(), { Origin: 'http://localhost' });
    expect(own.status).toBe(201);
  });

  it('lists every missing required field in the 400 answer', async () => {
    const response = await postReport(app(), { message: 'no name, url or time' });

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['name', 'occurredAt', 'url']);
  });

  it('answers 400 for a field the schema does not know, so typos surface', async () => {
    const response = await postReport(app(), { ...validReportBody(), usrMessage: 'typo' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid request' });
  });

  it('answers 400 Malformed JSON body when the body is not JSON', async () => {
    const response = await postReport(app(), '{"name": "TypeError",');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    const response = await postReport(app(), validReportBody(), { 'Content-Type': 'text/plain' });

    expect(response.status).toBe(415);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toContain('application/json');
    expect(await repository.listRecent(10)).toEqual([]);
  });

  it('accepts a content type with a charset parameter', async () => {
    const response = await postReport(app(), validReportBody(), {
      'Content-Type': 'application/json; charset=utf-8',
    });

    expect(response.status).toBe(201);
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const response = await postReport(app(), bodyOfSize(MAX_REPORT_BYTES));

    expect(response.status).toBe(201);
  });

  it('answers 413 for a body one byte over 16 KiB and stores nothing', async () => {
    const response = await postReport(app(), bodyOfSize(MAX_REPORT_BYTES + 1));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Report too large' });
    expect(await repository.listRecent(10)).toEqual([]);
  });

  it('answers 413 from a declared Content-Length over 16 KiB without reading the body', async () => {
    // The body itself is small and valid: only the declared length can cause the 413.
    const response = await postReport(app(), validReportBody(), {
      'Content-Length': String(MAX_REPORT_BYTES + 1),
    });

    expect(response.status).toBe(413);
    expect(await repository.listRecent(10)).toEqual([]);
  });

  it('answers the 11th report in a minute from one client with 429 and Retry-After', async () => {
    const reportApp = app();
    for (let i = 0; i < 10; i += 1) {
      expect((await postReport(reportApp, validReportBody())).status).toBe(201);
    }

    const response = await postReport(reportApp, validReportBody());

    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('60');
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatch(/too many requests/i);
    expect(await repository.listRecent(100)).toHaveLength(10);
  });

  it('counts Retry-After down to the end of the window', async () => {
    const reportApp = app();
    for (let i = 0; i < 10; i += 1) await postReport(reportApp, validReportBody());

    clock.advance(45_000);
    const response = await postReport(reportApp, validReportBody());

    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('15');
  });

  it('accepts reports again once the minute has passed', async () => {
    const reportApp = app();
    for (let i = 0; i < 11; i += 1) await postReport(reportApp, validReportBody());

    clock.advance(60_000);
    const response = await postReport(reportApp, validReportBody());

    expect(response.status).toBe(201);
    expect(await repository.listRecent(100)).toHaveLength(11);
  });
});
