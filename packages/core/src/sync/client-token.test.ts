import { describe, expect, it } from 'vitest';
import { getUiTokenSyncMark, planUiTokenSync } from './client-token';

const TOKEN = `ey${'a'.repeat(60)}`;
const OTHER = `ey${'b'.repeat(60)}`;

describe('getUiTokenSyncMark', () => {
  it('is a short fingerprint that tells tokens apart without repeating them', () => {
    const mark = getUiTokenSyncMark(TOKEN);
    expect(mark).toMatch(/^v1:[0-9a-f]{8}$/);
    expect(getUiTokenSyncMark(TOKEN)).toBe(mark);
    expect(getUiTokenSyncMark(OTHER)).not.toBe(mark);
    expect(getUiTokenSyncMark('')).toBe('v1:811c9dc5');
  });
});

describe('planUiTokenSync', () => {
  const mark = getUiTokenSyncMark(TOKEN);

  it.each([
    ['no stored token', null, null, null],
    ['a stored token too short or not starting with ey', 'eyshort', null, null],
    ['a token already marked as synced', TOKEN, mark, null],
  ])('skips with %s', (_, stored, storedMark, account) => {
    expect(planUiTokenSync(stored, storedMark, account)).toEqual({ action: 'skip' });
  });

  it('takes the account’s token into a browser that has none, and ignores one of the wrong shape', () => {
    expect(planUiTokenSync(null, null, TOKEN)).toEqual({ action: 'take', token: TOKEN, mark });
    expect(planUiTokenSync('eyshort', null, TOKEN)).toEqual({ action: 'take', token: TOKEN, mark });
    expect(planUiTokenSync(null, null, 'eyshort')).toEqual({ action: 'skip' });
  });

  it('only marks a token the account already holds', () => {
    expect(planUiTokenSync(TOKEN, null, TOKEN)).toEqual({ action: 'mark', mark });
  });

  it('sends a new token, or one marked for an older token', () => {
    expect(planUiTokenSync(TOKEN, null, null)).toEqual({ action: 'send', token: TOKEN, mark });
    expect(planUiTokenSync(TOKEN, getUiTokenSyncMark(OTHER), OTHER)).toEqual({
      action: 'send',
      token: TOKEN,
      mark,
    });
    expect(planUiTokenSync(TOKEN, 'true', undefined)).toMatchObject({ action: 'send' });
  });
});
