import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredErrorReport } from './repository';
import { createWebhookSender, readRetryAfter } from './webhook';
import { startFakeWebhook, type FakeWebhook } from './webhook.test-support';

const REPORT: StoredErrorReport = {
  id: 'report-1',
  receivedAt: Date.UTC(2026, 0, 1),
  occurredAt: Date.UTC(2026, 0, 1),
  requestId: 'req',
  name: 'TypeError',
  message: 'boom',
  url: 'https://reelhouse.example/',
  status: null,
  userMessage: '',
  userAgent: '',
  stack: null,
  relayedAt: null,
};

describe('the wait a 429 asks for', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it.each([
    ['7', '', 7_000],
    ['1.5', '', 1_500],
    [new Date(now + 30_000).toUTCString(), '', 30_000],
    [null, '{"message":"You are being rate limited.","retry_after":0.25,"global":false}', 250],
    ['soon', '{"retry_after":2}', 2_000],
    [null, 'not json', null],
    [null, '{"retry_after":-1}', null],
  ])('Retry-After %j with body %j is %j ms', (header, body, expected) => {
    const headers = new Headers(header === null ? {} : { 'Retry-After': header });

    expect(readRetryAfter(headers, body, now)).toBe(expected);
  });
});

describe('sending a report to the webhook', () => {
  let webhook: FakeWebhook;

  beforeAll(async () => {
    webhook = await startFakeWebhook();
  });

  afterAll(async () => {
    await webhook.close();
  });

  const send = (timeoutMs = 2_000) => createWebhookSender({ url: webhook.url, timeoutMs })(REPORT);

  it('is sent on a 2xx', async () => {
    webhook.answer(() => ({ status: 204 }));

    expect(await send()).toEqual({ kind: 'sent' });
  });

  it('is retried on a 5xx and a 429, with the wait the 429 asked for', async () => {
    webhook.answer(() => ({ status: 503 }));
    expect(await send()).toEqual({ kind: 'retry', reason: 'HTTP 503' });

    webhook.answer(() => ({ status: 429, headers: { 'Retry-After': '3' } }));
    expect(await send()).toEqual({ kind: 'retry', reason: 'HTTP 429', retryAfterMs: 3_000 });
  });

  it('is refused by the webhook on 401, 403 and 404, and for this message on 400', async () => {
    for (const status of [401, 403, 404]) {
      webhook.answer(() => ({ status }));
      expect(await send()).toEqual({ kind: 'refused', reason: `HTTP ${status}`, scope: 'webhook' });
    }
    webhook.answer(() => ({ status: 400, body: '{"embeds":["0"]}' }));
    expect(await send()).toEqual({ kind: 'refused', reason: 'HTTP 400', scope: 'message' });
  });

  it('does not follow a redirect: the webhook address is wrong', async () => {
    webhook.answer(() => ({ status: 302, headers: { Location: 'https://elsewhere.example/' } }));

    expect(await send()).toMatchObject({ kind: 'refused', scope: 'webhook' });
  });

  it('is retried after a timeout', async () => {
    webhook.answer(() => ({ status: 204, delayMs: 500 }));

    expect(await send(100)).toEqual({ kind: 'retry', reason: 'timeout' });
  });

  it('is retried when nothing listens, and the reason names no secret', async () => {
    await webhook.goDown();
    try {
      const outcome = await send();

      expect(outcome).toMatchObject({
        kind: 'retry',
        reason: expect.stringMatching(/^network/) as unknown,
      });
      expect(JSON.stringify(outcome)).not.toContain('secret-token');
    } finally {
      await webhook.comeUp();
    }
  });
});
