import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test-support/test-app';
import { CatalogueUnavailableError } from '../catalogue';
import { createUpstreamGate, parseRetryAfter } from './upstream-gate';

const serverError = () => new CatalogueUnavailableError('Internal Server Error', 500);

describe('the upstream gate', () => {
  it('refuses calls for as long as a 429 Retry-After asked, then lets them through', () => {
    const clock = createTestClock();
    const gate = createUpstreamGate({ now: clock.now });
    expect(gate.rateLimited(30)).toBe(30);

    clock.advance(29_000);
    const refusal = gate.check();
    expect(refusal).toBeInstanceOf(CatalogueUnavailableError);
    expect(refusal).toMatchObject({
      message: 'Error: Too Many Requests',
      status: 429,
      retryAfterSeconds: 1,
    });
    clock.advance(1_000);
    expect(gate.check()).toBeNull();
  });

  it('waits a default time after a 429 without Retry-After, and caps absurd waits', () => {
    const clock = createTestClock();
    const gate = createUpstreamGate({
      now: clock.now,
      defaultRetryAfterSeconds: 7,
      maxRetryAfterSeconds: 60,
    });

    expect(gate.rateLimited(null)).toBe(7);
    expect(gate.rateLimited(86_400)).toBe(60);
  });

  it('opens after consecutive failures and refuses with the last failure until it is time to retry', () => {
    const clock = createTestClock();
    const gate = createUpstreamGate({ now: clock.now, failureThreshold: 3, openMs: 10_000 });
    gate.failed(serverError());
    gate.failed(serverError());
    expect(gate.check()).toBeNull();
    gate.failed(serverError());

    expect(gate.check()).toMatchObject({ statusText: 'Internal Server Error', status: 500 });
    clock.advance(10_000);
    expect(gate.check()).toBeNull();
  });

  it('forgets failures after a success', () => {
    const clock = createTestClock();
    const gate = createUpstreamGate({ now: clock.now, failureThreshold: 2 });
    gate.failed(serverError());
    gate.succeeded();
    gate.failed(serverError());

    expect(gate.check()).toBeNull();
  });
});

describe('reading Retry-After', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it.each([
    ['120', 120],
    [' 5 ', 5],
    ['0', 0],
    ['Thu, 01 Jan 2026 12:00:30 GMT', 30],
    ['Thu, 01 Jan 2026 11:00:00 GMT', 0],
  ])('reads %j as %d seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });

  it.each([[null], [''], ['soon'], ['-3']])('gives null for %j', (header) => {
    expect(parseRetryAfter(header, now)).toBeNull();
  });
});
