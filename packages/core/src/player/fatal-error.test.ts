import { describe, expect, it } from 'vitest';
import { decideFatalError } from './fatal-error';

const fresh = { networkRetries: 0, mediaRecoveries: 0 };

describe('decideFatalError', () => {
  it("retries a fatal network error 3 times showing 'Loading...', then gives up", () => {
    let counts = fresh;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const decision = decideFatalError('network', counts);
      expect(decision).toMatchObject({ action: 'retry-network', message: 'Loading...' });
      if (decision.action !== 'retry-network') return;
      expect(decision.counts.networkRetries).toBe(attempt);
      counts = decision.counts;
    }
    expect(decideFatalError('network', counts)).toEqual({
      action: 'give-up',
      detail: 'Network error: Failed to load after 3 attempts.',
      isNetworkError: true,
    });
  });

  it('recovers a media error in place, at most 3 times in a row', () => {
    expect(decideFatalError('media', fresh)).toEqual({
      action: 'recover-media',
      counts: { networkRetries: 0, mediaRecoveries: 1 },
    });
    expect(decideFatalError('media', { networkRetries: 0, mediaRecoveries: 3 })).toEqual({
      action: 'give-up',
      detail: 'Fatal HLS error',
      isNetworkError: false,
    });
  });

  it("gives up at once on any other fatal error with 'Fatal HLS error'", () => {
    expect(decideFatalError('other', fresh)).toEqual({
      action: 'give-up',
      detail: 'Fatal HLS error',
      isNetworkError: false,
    });
  });
});
