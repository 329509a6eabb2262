import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import {
  readLocalUser,
  readProfileAnswer,
  readProfileFailure,
  readSavedUser,
} from './profile-answer';

const USER = {
  name: 'Anne Bonny',
  email: 'anne@example.org',
  username: 'anne',
  isDonator: false,
  '4k_token': null,
};

describe('reading GET /users/me', () => {
  it('keeps the user the server answers', () => {
    expect(readProfileAnswer(USER)).toEqual({ kind: 'user', user: USER });
  });

  it('counts an error answer and a 401 as signed out, so the local record goes', () => {
    expect(readProfileAnswer({ error: 'Unauthorized' })).toEqual({ kind: 'signed-out' });
    expect(readProfileFailure(new ApiError(401, 'Unauthorized'))).toEqual({ kind: 'signed-out' });
  });

  it('keeps what the browser knows when the server cannot answer', () => {
    expect(readProfileFailure(new ApiError(0, 'Network error'))).toEqual({ kind: 'unavailable' });
    expect(readProfileFailure(new ApiError(500, 'Boom'))).toEqual({ kind: 'unavailable' });
    expect(readProfileAnswer('<html>')).toEqual({ kind: 'unavailable' });
  });
});

describe('readSavedUser', () => {
  it('takes the user the save answered, else the same user with the new name', () => {
    expect(readSavedUser({ ...USER, name: 'Mary Read' }, USER, 'ignored').name).toBe('Mary Read');
    expect(readSavedUser(null, USER, 'Mary')).toEqual({ ...USER, name: 'Mary' });
  });
});

describe('readLocalUser', () => {
  it('fills what a stored record lacks with defaults, and refuses one without username', () => {
    expect(readLocalUser({ username: 'anne' })).toEqual({
      name: '',
      email: '',
      username: 'anne',
      isDonator: false,
      '4k_token': null,
    });
    expect(readLocalUser({ name: 'x' })).toBeNull();
    expect(readLocalUser(null)).toBeNull();
  });
});
