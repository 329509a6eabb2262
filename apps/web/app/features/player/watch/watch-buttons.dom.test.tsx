import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test-support/render-route';
import { preloadPlayerFor } from '../lazy-player';
import { INITIAL_SOURCE_SEARCH, type SourceSearchSnapshot } from './source-search-controller';
import { useSourceSearch } from './use-source-search';
import { WatchButtons, type WatchPlayback } from './watch-buttons';

vi.mock('../lazy-player', () => ({
  preloadPlayer: vi.fn(),
  preloadPlayerFor: vi.fn(),
  LazyPlayer: () => null,
}));
vi.mock('./use-source-search', () => ({ useSourceSearch: vi.fn() }));
vi.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    task();
    return () => undefined;
  },
}));

const preloadFor = vi.mocked(preloadPlayerFor);
const useSearch = vi.mocked(useSourceSearch);

function id(value: number): TmdbId {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

const PLAYBACK: WatchPlayback = {
  request: { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' },
  media: { id: id(45745), type: 'movie', title: 'Sintel', year: 2010, poster: null },
  next: null,
};

const HLS: Stream = {
  id: 'library-hls',
  type: 'hls',
  playlist: '/media/library/Sintel/master.m3u8',
  captions: [],
};

function searchIn(snapshot: Partial<SourceSearchSnapshot>) {
  useSearch.mockReturnValue({
    ...INITIAL_SOURCE_SEARCH,
    ...snapshot,
    restart: vi.fn(),
    ensureStarted: vi.fn(),
    runProvider: vi.fn(),
  });
}

function renderButtons(isPlayable = true) {
  renderRoute(
    <WatchButtons
      playLabel="Watch"
      subject="Sintel"
      isPlayable={isPlayable}
      autoplay={false}
      playback={PLAYBACK}
      availability="free"
    />,
    { path: '/movies/45745-sintel' },
  );
}

beforeEach(() => {
  preloadFor.mockClear();
});

describe('Watch, once a source was found in the background', () => {
  it('loads the player and the engine of its first stream before any click', () => {
    searchIn({
      status: 'found',
      source: { providerId: 'library', providerName: 'Library', streams: [HLS] },
    });
    renderButtons();
    expect(preloadFor).toHaveBeenCalledWith('hls');
  });

  it('loads nothing while the search runs, or when the title cannot be played yet', () => {
    searchIn({ status: 'searching' });
    renderButtons();
    searchIn({
      status: 'found',
      source: { providerId: 'library', providerName: 'Library', streams: [HLS] },
    });
    renderButtons(false);
    expect(preloadFor).not.toHaveBeenCalled();
  });
});
