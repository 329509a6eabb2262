/**
 * A local fake of a Jellyfin server for tests: node:http on 127.0.0.1, PascalCase JSON, 32-hex
 * ids, one user and token. Like Jellyfin 12 it accepts only the `MediaBrowser … Token="…"`
 * Authorization header and refuses X-Emby-Token and api_key. It answers sign-in by name, the item
 * search, a series' episodes and playback info, logs every request, and can be told to fail.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

export interface FakeJellyfinSubtitle {
  language?: string;
  title: string;
  /** 'vtt' and 'srt' are delivered as files; anything else has no DeliveryUrl */
  codec: string;
}

export interface FakeJellyfinMedia {
  /** ffprobe-style as Jellyfin reports it: 'mp4', 'mkv', 'avi', … */
  container: string;
  /** whether PlaybackInfo offers an HLS TranscodingUrl */
  transcoding?: boolean;
  /** PlaybackInfo lists no media source (the file is missing) */
  missing?: boolean;
  subtitles?: FakeJellyfinSubtitle[];
}

export interface FakeJellyfinMovie extends FakeJellyfinMedia {
  name: string;
  year: number;
  providerIds: Record<string, string>;
}

export interface FakeJellyfinEpisode extends FakeJellyfinMedia {
  season: number;
  number: number;
  providerIds?: Record<string, string>;
}

export interface FakeJellyfinSeries {
  name: string;
  year: number;
  providerIds: Record<string, string>;
  episodes: FakeJellyfinEpisode[];
}

export interface FakeJellyfinRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  /** the Authorization header as sent */
  authorization: string | undefined;
}

export interface FakeJellyfin {
  /** e.g. 'http://127.0.0.1:40123' */
  origin: string;
  userId: string;
  token: string;
  /** the one user's name and password, for `POST /Users/AuthenticateByName` */
  userName: string;
  password: string;
  readonly requests: FakeJellyfinRequest[];
  /** the id the fake gives a movie, series or episode ('Series S01E02') */
  idOf(name: string): string;
  /** answer the next `times` requests with this status */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export const FAKE_JELLYFIN_TOKEN = 'fakejellyfintoken0123456789abcdef';
export const FAKE_JELLYFIN_USER = { name: 'alice', password: 'correct horse battery' };

/** Jellyfin's id form: 32 lower-case hex characters. */
export function fakeJellyfinId(name: string): string {
  return createHash('md5').update(name).digest('hex');
}

interface Indexed extends FakeJellyfinMedia {
  id: string;
  type: 'Movie' | 'Series' | 'Episode';
  name: string;
  year?: number;
  providerIds: Record<string, string>;
  seriesId?: string;
  season?: number;
  number?: number;
}

function index(movies: FakeJellyfinMovie[], series: FakeJellyfinSeries[]): Indexed[] {
  return [
    ...movies.map((movie): Indexed => ({
      ...movie,
      id: fakeJellyfinId(movie.name),
      type: 'Movie',
    })),
    ...series.flatMap((show): Indexed[] => {
      const seriesId = fakeJellyfinId(show.name);
      return [
        { ...show, id: seriesId, type: 'Series', container: 'folder' },
        ...show.episodes.map((episode): Indexed => {
          const name = `${show.name} S${String(episode.season).padStart(2, '0')}E${String(episode.number).padStart(2, '0')}`;
          return {
            ...episode,
            name,
            id: fakeJellyfinId(name),
            type: 'Episode',
            providerIds: episode.providerIds ?? {},
            seriesId,
          };
        }),
      ];
    }),
  ];
}

/**
 * The fields of a `MediaBrowser` header that names its client, device and version; undefined for
 * any other header and for the legacy token forms.
 */
function readAuthorization(request: IncomingMessage, url: URL): Map<string, string> | undefined {
  if (request.headers['x-emby-token'] !== undefined || url.searchParams.has('api_key')) {
    return undefined;
  }
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('MediaBrowser ')) return undefined;
  const fields = new Map<string, string>();
  for (const match of header.matchAll(/(\w+)="([^"]*)"/g))
    fields.set(match[1] ?? '', match[2] ?? '');
  const complete = ['Client', 'Device', 'DeviceId', 'Version'].every((key) => fields.get(key));
  return complete ? fields : undefined;
}

/** `POST /Users/AuthenticateByName`: the user and a token for the right name and password. */
function authenticate(
  body: string,
  user: { id: string; name: string; password: string; token: string },
) {
  let sent: unknown;
  try {
    sent = JSON.parse(body);
  } catch {
    return { status: 400, body: { Message: 'Malformed JSON' } };
  }
  const { Username, Pw } = (sent ?? {}) as { Username?: unknown; Pw?: unknown };
  if (Username !== user.name || Pw !== user.password) {
    return { status: 401, body: { Message: 'Invalid username or password entered.' } };
  }
  return {
    status: 200,
    body: {
      User: { Name: user.name, ServerId: 'f0a1b2c3d4e5f60718293a4b5c6d7e8f', Id: user.id },
      SessionInfo: { UserId: user.id, UserName: user.name, Client: 'Reelhouse' },
      AccessToken: user.token,
      ServerId: 'f0a1b2c3d4e5f60718293a4b5c6d7e8f',
    },
  };
}

function toDto(item: Indexed, withProviderIds: boolean) {
  return {
    Name: item.name,
    ServerId: 'f0a1b2c3d4e5f60718293a4b5c6d7e8f',
    Id: item.id,
    Type: item.type,
    ProductionYear: item.year,
    IndexNumber: item.number,
    ParentIndexNumber: item.season,
    SeriesId: item.seriesId,
    ...(withProviderIds ? { ProviderIds: item.providerIds } : {}),
  };
}

function playbackInfo(item: Indexed) {
  const subtitles = (item.subtitles ?? []).map((subtitle, offset) => {
    const index = offset + 2;
    const delivered = subtitle.codec === 'vtt' || subtitle.codec === 'srt';
    return {
      Type: 'Subtitle',
      Index: index,
      Codec: subtitle.codec,
      Language: subtitle.language,
      DisplayTitle: subtitle.title,
      IsExternal: true,
      DeliveryMethod: delivered ? 'External' : 'Encode',
      ...(delivered
        ? {
            DeliveryUrl: `/Videos/${item.id}/${item.id}/Subtitles/${index}/0/Stream.${subtitle.codec}`,
          }
        : {}),
    };
  });
  if (item.missing) return { MediaSources: [], PlaySessionId: 'abc' };
  return {
    MediaSources: [
      {
        Protocol: 'File',
        Id: item.id,
        Container: item.container,
        SupportsDirectPlay: true,
        SupportsTranscoding: true,
        ...(item.transcoding
          ? {
              TranscodingUrl: `/videos/${item.id}/master.m3u8?MediaSourceId=${item.id}&PlaySessionId=abc&api_key=legacy`,
              TranscodingSubProtocol: 'hls',
            }
          : {}),
        MediaStreams: [
          { Type: 'Video', Index: 0, Codec: 'h264' },
          { Type: 'Audio', Index: 1, Codec: 'aac', Language: 'eng' },
          ...subtitles,
        ],
      },
    ],
    PlaySessionId: 'abc',
  };
}

function answer(items: Indexed[], userId: string, method: string, url: URL) {
  const query = url.searchParams;
  if (query.get('userId') !== userId) return { status: 400, body: { Message: 'userId' } };
  const withProviderIds = (query.get('fields') ?? '').split(',').includes('ProviderIds');
  const list = (found: Indexed[]) => ({
    status: 200,
    body: {
      Items: found.map((item) => toDto(item, withProviderIds)),
      TotalRecordCount: found.length,
      StartIndex: 0,
    },
  });
  if (method === 'GET' && url.pathname === '/Items') {
    const types = (query.get('includeItemTypes') ?? '').split(',');
    const term = (query.get('searchTerm') ?? '').toLowerCase();
    const years = query.get('years')?.split(',').map(Number);
    return list(
      items.filter(
        (item) =>
          types.includes(item.type) &&
          item.name.toLowerCase().includes(term) &&
          (years === undefined || (item.year !== undefined && years.includes(item.year))),
      ),
    );
  }
  const episodes = /^\/Shows\/([0-9a-f]{32})\/Episodes$/.exec(url.pathname);
  if (method === 'GET' && episodes) {
    const season = query.has('season') ? Number(query.get('season')) : undefined;
    return list(
      items.filter(
        (item) => item.seriesId === episodes[1] && (season === undefined || item.season === season),
      ),
    );
  }
  const playback = /^\/Items\/([0-9a-f]{32})\/PlaybackInfo$/.exec(url.pathname);
  const item = items.find((candidate) => candidate.id === playback?.[1]);
  if (method === 'POST' && item !== undefined) return { status: 200, body: playbackInfo(item) };
  return { status: 404, body: { Message: 'Not found' } };
}

export async function startFakeJellyfin(library: {
  movies?: FakeJellyfinMovie[];
  series?: FakeJellyfinSeries[];
}): Promise<FakeJellyfin> {
  const userId = fakeJellyfinId('user');
  const token = FAKE_JELLYFIN_TOKEN;
  const user = { id: userId, token, ...FAKE_JELLYFIN_USER };
  const items = index(library.movies ?? [], library.series ?? []);
  const requests: FakeJellyfinRequest[] = [];
  let failures = { status: 500, remaining: 0 };

  function respond(request: IncomingMessage, url: URL, body: string) {
    const method = request.method ?? 'GET';
    const fields = readAuthorization(request, url);
    const isSignIn = method === 'POST' && url.pathname === '/Users/AuthenticateByName';
    if (fields === undefined || (!isSignIn && fields.get('Token') !== token)) {
      return { status: 401, body: { Message: 'Unauthorized' } };
    }
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      return { status: failures.status, body: { Message: 'The fake failed on purpose.' } };
    }
    return isSignIn ? authenticate(body, user) : answer(items, userId, method, url);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-jellyfin');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const result = respond(request, url, Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        status: result.status,
        authorization: request.headers.authorization,
      });
      response.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Jellyfin: no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    userId,
    token,
    userName: user.name,
    password: user.password,
    requests,
    idOf: fakeJellyfinId,
    failNext(status, times = 1) {
      failures = { status, remaining: times };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
