import { describe, expect, it } from 'vitest';
import { isJellyfinConnection } from './plays-here';

describe('isJellyfinConnection', () => {
  it('takes a stored server, user and token as a connection', () => {
    const stored = { serverUrl: 'https://media.example.org', userId: 'a1', accessToken: 't0k3n' };
    expect(isJellyfinConnection(JSON.stringify(stored))).toBe(true);
  });

  it('takes nothing, broken text or a record missing a part as no connection', () => {
    expect(isJellyfinConnection(null)).toBe(false);
    expect(isJellyfinConnection('{"serverUrl":')).toBe(false);
    expect(isJellyfinConnection('null')).toBe(false);
    expect(
      isJellyfinConnection(JSON.stringify({ serverUrl: 'https://x.example', userId: 'a' })),
    ).toBe(false);
  });
});
