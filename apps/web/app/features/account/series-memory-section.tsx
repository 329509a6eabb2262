/**
 * The player tab's list of what the player remembers for each series (subtitles, audio, quality;
 * core `player/series-memory`), with Forget per series and Forget all. Read from this browser
 * after hydration, so the server's HTML shows the heading alone.
 */
import {
  listRememberedSeries,
  SUBTITLES_OFF,
  type RememberedSeries,
} from '@reelhouse/core/player/series-memory';
import { getLanguageName } from '@reelhouse/core/slug/languages';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import {
  forgetAllRememberedSeries,
  forgetRememberedSeries,
  useSeriesMemory,
} from '~/lib/series-memory-store';

function describeLanguage(key: string): string {
  return getLanguageName(key) ?? key;
}

/** @returns e.g. 'Subtitles: Off · Audio: Japanese · Quality: 720p' (only what was chosen) */
function describeRememberedChoices(entry: RememberedSeries): string {
  const parts: string[] = [];
  if (entry.subtitles !== undefined) {
    const shown = entry.subtitles === SUBTITLES_OFF ? 'Off' : describeLanguage(entry.subtitles);
    parts.push(`Subtitles: ${shown}`);
  }
  if (entry.audio !== undefined) parts.push(`Audio: ${describeLanguage(entry.audio)}`);
  if (entry.quality !== undefined) parts.push(`Quality: ${entry.quality}`);
  return parts.join(' · ');
}

export function SeriesMemorySection() {
  const headingId = useId();
  const isHydrated = useIsHydrated();
  const series = listRememberedSeries(useSeriesMemory());
  return (
    <section
      aria-labelledby={headingId}
      data-testid="series-memory"
      className="mt-8 space-y-4 border-t border-line pt-8"
    >
      <h3 id={headingId} className="text-xl font-bold">
        Remembered for each series
      </h3>
      <p className="text-ink-muted">
        The next episode of a series starts with the subtitles, audio and quality you last chose for
        it.
      </p>
      {!isHydrated ? null : series.length === 0 ? (
        <p data-testid="series-memory-empty" className="text-sm">
          Nothing remembered yet.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-lg bg-surface-2 ring-1 ring-line">
            {series.map((entry) => (
              <li
                key={entry.seriesId}
                data-testid="series-memory-item"
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{entry.title}</p>
                  <p className="text-sm text-ink-muted">{describeRememberedChoices(entry)}</p>
                </div>
                <Button
                  variant="quiet"
                  size="sm"
                  aria-label={`Forget ${entry.title}`}
                  onClick={() => forgetRememberedSeries(entry.seriesId)}
                >
                  Forget
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="quiet" onClick={forgetAllRememberedSeries}>
            Forget all
          </Button>
        </>
      )}
    </section>
  );
}
