import { describe, expect, it } from 'vitest';
import { getSessionState } from './session';

describe('getSessionState', () => {
  it.each([
    ['signed out without a record', null, 'signed-out'],
    ['signed out with undefined', undefined, 'signed-out'],
    ['signed in with a username', { username: 'anne' }, 'signed-in'],
    ['signed in when the error field is empty', { username: 'anne', error: '' }, 'signed-in'],
    ['discarded with an error field', { username: 'anne', error: 'Unauthorized' }, 'discard'],
    ['discarded without a username', { name: 'Anne' }, 'discard'],
    ['discarded with a non-text username', { username: 7 }, 'discard'],
  ])('is %s', (_rule, userInfo, expected) => {
    expect(getSessionState(userInfo)).toBe(expected);
  });
});
