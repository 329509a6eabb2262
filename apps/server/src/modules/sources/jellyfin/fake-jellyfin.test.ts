import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJellyfinAuthorization, buildJellyfinSignInAuthorization } from './jellyfin-client';
import { startFakeJellyfin, type FakeJellyfin } from './fake-jellyfin.test-support';

let jellyfin: FakeJellyfin;

beforeAll(async () => {
  jellyfin = await startFakeJellyfin({
    movies: [{ name: 'Film', year: 2000, providerIds: { Tmdb: '1' }, container: 'mp4' }],
  });
});

afterAll(async () => {
  await jellyfin.close();
});

const itemsUrl = () => `${jellyfin.origin}/Items?userId=${jellyfin.userId}&includeItemTypes=Movie`;

describe('fake Jellyfin', () => {
  it('answers the MediaBrowser header with PascalCase items and 32-hex ids', async () => {
    const response = await fetch(itemsUrl(), {
      headers: { Authorization: buildJellyfinAuthorization('1', jellyfin.token) },
    });
    const body = (await response.json()) as { Items: { Id: string; Name: string }[] };

    expect(response.status).toBe(200);
    expect(body.Items).toEqual([expect.objectContaining({ Name: 'Film', Type: 'Movie' })]);
    expect(body.Items[0]?.Id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses the legacy X-Emby-Token header and api_key parameter, like Jellyfin 12', async () => {
    const legacyHeader = await fetch(itemsUrl(), { headers: { 'X-Emby-Token': jellyfin.token } });
    const legacyQuery = await fetch(`${itemsUrl()}&api_key=${jellyfin.token}`);

    expect([legacyHeader.status, legacyQuery.status]).toEqual([401, 401]);
  });

  it('refuses a MediaBrowser header without client, device and version', async () => {
    const response = await fetch(itemsUrl(), {
      headers: { Authorization: `MediaBrowser Token="${jellyfin.token}"` },
    });

    expect(response.status).toBe(401);
  });

  it('signs in by name and password without a token, and refuses a wrong password with 401', async () => {
    const signIn = (password: string) =>
      fetch(`${jellyfin.origin}/Users/AuthenticateByName`, {
        method: 'POST',
        headers: {
          Authorization: buildJellyfinSignInAuthorization('1', 'device-1'),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ Username: jellyfin.userName, Pw: password }),
      });

    const right = await signIn(jellyfin.password);
    const wrong = await signIn('wrong');

    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({
      User: { Id: jellyfin.userId, Name: jellyfin.userName },
      AccessToken: jellyfin.token,
    });
    expect(wrong.status).toBe(401);
  });
});
