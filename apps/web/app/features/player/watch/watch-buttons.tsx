/**
 * Watch (movies) or Play (episodes) and Download (spec sections 2 and 4): sources are searched in
 * the background as soon as the page runs; a click while the search runs shows the 'load' state
 * (progress bar and 'Checking {provider}...') and opens the player or the download dialog when a
 * source arrives. `?play=true`, or a source carried from the previous episode, opens the player
 * by itself. Nothing found: the movie toast, or the episode's 'Not found: Click to try again'.
 * A movie whose providers all answered "not found" is not searched again on a click.
 */
import type { Availability } from '@reelhouse/core/media/availability';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { MOVIE_NOT_FOUND_TOAST, PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePlaysHere } from '~/lib/plays-here';
import { NotStreamableNote } from './not-streamable-note';
import { showToast } from '~/lib/toast';
import { preloadPlayer, preloadPlayerFor } from '../lazy-player';
import type { NextEpisodeTarget } from './next-episode-action';
import { LazyPlayerHost, preloadPlayerHost } from './lazy-player-host';
import { SourceSearchLoad } from './source-search-load';
import { useSourceSearch } from './use-source-search';
import { mayCarryWatchSource } from './watch-source-state';
import { whenIdle } from './when-idle';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

const DownloadDialog = lazy(() => import('./download-dialog'));

/** The player and its host, fetched together ahead of a click (pointer over, focus, press). */
function preloadWatch(): void {
  preloadPlayer();
  preloadPlayerHost();
}

/** What the page's loader gives the watch flow. */
export interface WatchPlayback {
  request: ScrapeRequest;
  media: PlayerMediaInfo;
  next: NextEpisodeTarget | null;
}

export interface WatchButtonsProps {
  /** 'Watch' on movie pages, 'Play' on episode pages */
  playLabel: 'Watch' | 'Play';
  /** what is played, for the buttons' accessible names */
  subject: string;
  /** false hides the play button (a movie not released long enough ago) */
  isPlayable: boolean;
  /** `?play=true`: the player opens by itself once a source is found */
  autoplay: boolean;
  /** null when the catalogue lacks what a search needs (nothing can be found) */
  playback: WatchPlayback | null;
  /**
   * whether the site can play this title, and from where; null: nothing here can, so no button
   * bound to fail is offered (unless this browser connected its own Jellyfin, searched per user)
   */
  availability: Availability | null;
}

type Intent = 'play' | 'download' | null;

/** The spec's "nothing found" toast: the episode's error, or the movie's own. */
function showNotFound(isEpisode: boolean): void {
  if (isEpisode) void showToast(PLAYER_MESSAGES.episodeSourcesFailed, { kind: 'error' });
  else {
    void showToast(MOVIE_NOT_FOUND_TOAST.message, {
      position: MOVIE_NOT_FOUND_TOAST.position,
      duration: MOVIE_NOT_FOUND_TOAST.durationMs,
    });
  }
}

/**
 * The buttons when something here can play the title (or this browser connected its Jellyfin);
 * else the plain statement that it cannot be streamed here, and no background search.
 */
export function WatchButtons({ availability, ...props }: WatchButtonsProps) {
  if (usePlaysHere(availability)) return <PlayableButtons {...props} />;
  return <NotStreamableNote availability={availability} />;
}

function PlayableButtons({
  playLabel,
  subject,
  isPlayable,
  autoplay,
  playback,
}: Omit<WatchButtonsProps, 'availability'>) {
  const location = useLocation();
  const search = useSourceSearch(playback?.request ?? null, location.state);
  const [intent, setIntent] = useState<Intent>(() =>
    isPlayable && (autoplay || mayCarryWatchSource(location.state)) ? 'play' : null,
  );
  const playRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const { status, source } = search;
  const isLoading = intent !== null && (status === 'searching' || status === 'idle');
  const isEpisode = playback?.media.type === 'show' || playLabel === 'Play';

  useEffect(() => {
    if (intent === 'play') preloadWatch();
  }, [intent]);

  // A source found in the background: its player and the engine its first stream needs (hls.js
  // for HLS) load at the next idle moment, so a click on Watch waits for neither.
  const foundStreamType = isPlayable ? (source?.streams[0]?.type ?? null) : null;
  useEffect(() => {
    if (foundStreamType === null) return undefined;
    return whenIdle(() => {
      preloadPlayerFor(foundStreamType);
      preloadPlayerHost();
    });
  }, [foundStreamType]);

  useEffect(() => {
    if (intent === null || status !== 'not-found') return;
    showNotFound(isEpisode);
  }, [intent, status, isEpisode]);

  function choose(next: 'play' | 'download') {
    if (next === 'play') preloadWatch();
    // A movie's "not found" every provider answered is final: the click shows it again without
    // sending the same search. An episode's button asks to try again, and so it does.
    if (status === 'not-found' && !isEpisode && search.isNotFoundFinal) {
      showNotFound(isEpisode);
      return;
    }
    setIntent(next);
    if (status === 'not-found') search.restart();
    else search.ensureStarted();
  }

  function close(returnTo: typeof playRef) {
    setIntent(null);
    requestAnimationFrame(() => returnTo.current?.focus());
  }

  const isNotFoundEpisode = isEpisode && status === 'not-found';
  return (
    <>
      {isPlayable ? (
        <button
          ref={playRef}
          type="button"
          data-testid="play-button"
          data-autoplay={autoplay ? 'true' : 'false'}
          data-state={status}
          aria-busy={isLoading && intent === 'play'}
          onClick={() => choose('play')}
          onPointerEnter={preloadWatch}
          onFocus={preloadWatch}
          className={buttonClass({ className: 'text-sm' })}
        >
          {isLoading && intent === 'play' ? (
            <Icon name="loader-circle" className="size-4 animate-spin" />
          ) : (
            <Icon name="play" className="size-4 fill-current" />
          )}
          {isNotFoundEpisode ? PLAYER_MESSAGES.episodeNotFoundButton : playLabel}
          <span className="sr-only"> {subject}</span>
        </button>
      ) : null}
      <button
        ref={downloadRef}
        type="button"
        data-testid="download-button"
        aria-busy={isLoading && intent === 'download'}
        onClick={() => choose('download')}
        className={buttonClass({ variant: 'quiet', className: 'text-sm' })}
      >
        {isLoading && intent === 'download' ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="download" className="size-4" />
        )}
        Download
        <span className="sr-only"> {subject}</span>
      </button>
      {isLoading ? (
        <SourceSearchLoad percent={search.percent} statusLine={search.statusLine} />
      ) : null}
      {intent === 'play' && source !== null && playback !== null ? (
        <LazyPlayerHost
          media={playback.media}
          source={source}
          providers={search.providers}
          runProvider={search.runProvider}
          next={playback.next}
          onClose={() => close(playRef)}
        />
      ) : null}
      {intent === 'download' && source !== null && playback !== null ? (
        <Suspense fallback={null}>
          <DownloadDialog
            source={source}
            media={playback.media}
            subject={subject}
            onClose={() => close(downloadRef)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
