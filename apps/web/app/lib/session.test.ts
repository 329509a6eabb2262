import { describe, expect, it } from 'vitest';
import { parseLocalUser } from './session';

describe('parseLocalUser', () => {
  it('reads the username from the stored user-info record', () => {
    expect(parseLocalUser('{"username":"ada","email":"a@b.c"}')).toEqual({ username: 'ada' });
  });

  it('counts a missing, empty or unreadable record as signed out', () => {
    expect(parseLocalUser(null)).toBeNull();
    expect(parseLocalUser('{"username":""}')).toBeNull();
    expect(parseLocalUser('not json')).toBeNull();
    expect(parseLocalUser('{"error":"expired"}')).toBeNull();
  });
});
