import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WatchButtons, type WatchPlayback } from './watch-buttons';

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

function render(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

describe('WatchButtons on the server', () => {
  it('renders Watch and Download, without the load state until something is asked', () => {
    const html = render(
      <WatchButtons
        playLabel="Watch"
        subject="Sintel"
        isPlayable
        autoplay={false}
        playback={PLAYBACK}
        availability="free"
      />,
    );
    expect(html).toMatch(/<button[^>]*data-testid="play-button"[^>]*data-autoplay="false"/);
    expect(html).toContain('Watch<span class="sr-only"> Sintel</span>');
    expect(html).toContain('data-testid="download-button"');
    expect(html).not.toContain('source-search-progress');
  });

  it('shows the load state at once for ?play=true: a progress bar at 0 and the status line', () => {
    const html = render(
      <WatchButtons
        playLabel="Watch"
        subject="Sintel"
        isPlayable
        autoplay
        playback={PLAYBACK}
        availability="free"
      />,
    );
    expect(html).toMatch(/data-autoplay="true"/);
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-valuenow="0"[^>]*data-testid="source-search-progress"/,
    );
    expect(html).toContain('data-testid="source-search-status">Checking sources...</p>');
  });

  it('leaves Watch out while the movie cannot be played yet, keeping Download', () => {
    const html = render(
      <WatchButtons
        playLabel="Watch"
        subject="Sintel"
        isPlayable={false}
        autoplay
        playback={PLAYBACK}
        availability="free"
      />,
    );
    expect(html).not.toContain('play-button');
    expect(html).not.toContain('source-search-progress');
    expect(html).toContain('download-button');
  });

  it("reads 'Not found: Click to try again' on an episode nothing can be searched for", () => {
    const html = render(
      <WatchButtons
        playLabel="Play"
        subject="Show S1 E1"
        isPlayable
        autoplay={false}
        playback={null}
        availability="library"
      />,
    );
    expect(html).toContain('Not found: Click to try again');
  });

  it('offers no Watch nor Download for a title nothing here plays, and says it cannot be streamed here', () => {
    const html = render(
      <WatchButtons
        playLabel="Watch"
        subject="Sintel"
        isPlayable
        autoplay
        playback={PLAYBACK}
        availability={null}
      />,
    );
    expect(html).not.toContain('play-button');
    expect(html).not.toContain('download-button');
    expect(html).not.toContain('source-search-progress');
    expect(html).toContain('This title can’t be streamed here.');
  });
});
