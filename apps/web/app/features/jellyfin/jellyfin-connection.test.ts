import { jellyfinCredentialsSchema } from '@reelhouse/core/player/source-events';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import {
  CONNECT_INVALID_ERROR,
  CONNECT_NETWORK_ERROR,
  CONNECT_UNEXPECTED_ERROR,
  describeConnectError,
  parseStoredConnection,
  readConnection,
  serializeConnection,
} from './jellyfin-connection';

const CONNECTION = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'abcdef0123456789abcdef0123456789',
  userName: 'alice',
};

describe('the stored Jellyfin connection', () => {
  it('keeps the credentials the source search sends, and the name, and nothing else', () => {
    const stored = serializeConnection({ ...CONNECTION, extra: 'dropped' } as typeof CONNECTION);

    expect(JSON.parse(stored)).toEqual(CONNECTION);
    // What the source search reads from the same key.
    expect(jellyfinCredentialsSchema.parse(JSON.parse(stored))).toEqual({
      serverUrl: CONNECTION.serverUrl,
      userId: CONNECTION.userId,
      accessToken: CONNECTION.accessToken,
    });
  });

  it('keeps the device id the token was issued to, which the source search sends along', () => {
    const withDevice = { ...CONNECTION, deviceId: 'reelhouse-0f1e2d3c' };
    const stored = serializeConnection(withDevice);

    expect(JSON.parse(stored)).toEqual(withDevice);
    expect(jellyfinCredentialsSchema.parse(JSON.parse(stored)).deviceId).toBe('reelhouse-0f1e2d3c');
  });

  it('reads back what it wrote', () => {
    expect(parseStoredConnection(serializeConnection(CONNECTION))).toEqual(CONNECTION);
  });

  it('reads a connection stored without a name', () => {
    const { userName: _name, ...withoutName } = CONNECTION;

    expect(parseStoredConnection(JSON.stringify(withoutName))).toEqual(withoutName);
    expect(JSON.parse(serializeConnection(withoutName))).toEqual(withoutName);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"serverUrl":'],
    ['a token that is too short', JSON.stringify({ ...CONNECTION, accessToken: 'short' })],
    ['a user id that is not Jellyfin’s', JSON.stringify({ ...CONNECTION, userId: 'alice' })],
    ['a server that is not http(s)', JSON.stringify({ ...CONNECTION, serverUrl: 'file:///x' })],
    ['an empty name', JSON.stringify({ ...CONNECTION, userName: '' })],
  ])('reads no connection from %s', (_, raw) => {
    expect(parseStoredConnection(raw)).toBeNull();
  });

  it('reads the connect answer, and refuses one without a token', () => {
    expect(readConnection(CONNECTION)).toEqual(CONNECTION);
    expect(readConnection({ ...CONNECTION, accessToken: undefined })).toBeNull();
    expect(readConnection(null)).toBeNull();
  });
});

describe('connect errors', () => {
  it('shows the server’s own text for refusals', () => {
    const refused = new ApiError(401, 'Jellyfin refused that username or password.');

    expect(describeConnectError(refused)).toBe('Jellyfin refused that username or password.');
  });

  it('says our site could not be reached when the network failed', () => {
    expect(describeConnectError(new ApiError(0, 'Network error'))).toBe(CONNECT_NETWORK_ERROR);
  });

  it('asks to check the fields when the server found them invalid', () => {
    expect(describeConnectError(new ApiError(400, 'Invalid request'))).toBe(CONNECT_INVALID_ERROR);
  });

  it('falls back to a plain failure for anything else', () => {
    expect(describeConnectError(new Error('boom'))).toBe(CONNECT_UNEXPECTED_ERROR);
  });
});
