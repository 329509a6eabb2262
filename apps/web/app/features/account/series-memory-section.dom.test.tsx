import { rememberSeriesChoice } from '@reelhouse/core/player/series-memory';
import { writeSeriesMemory } from '@reelhouse/core/player/series-memory-schema';
import { SERIES_MEMORY_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredString, removeStored, writeStoredString } from '~/lib/storage';
import { SeriesMemorySection } from './series-memory-section';

const KEY = SERIES_MEMORY_STORAGE_KEYS.seriesPlayerMemory;

function storeTwoSeries(): void {
  const first = rememberSeriesChoice(
    {},
    1396,
    'Breaking Bad',
    { subtitles: 'off', quality: '360p' },
    10,
  );
  const both = rememberSeriesChoice(
    first,
    52,
    'Cowboy Bebop',
    { subtitles: 'en', audio: 'ja', quality: 'Auto' },
    20,
  );
  writeStoredString(KEY, writeSeriesMemory(both));
}

function items(): HTMLElement[] {
  return screen.queryAllByTestId('series-memory-item');
}

afterEach(() => {
  removeStored([KEY]);
});

describe('the remembered series on the player tab', () => {
  it('lists each series, the most recent first, with its remembered choices', () => {
    storeTwoSeries();
    render(<SeriesMemorySection />);
    expect(screen.getByRole('region', { name: 'Remembered for each series' })).toBeVisible();
    const [first, second] = items();
    expect(first).toHaveTextContent('Cowboy Bebop');
    expect(first).toHaveTextContent('Subtitles: English · Audio: Japanese · Quality: Auto');
    expect(second).toHaveTextContent('Breaking Bad');
    expect(second).toHaveTextContent('Subtitles: Off · Quality: 360p');
    expect(screen.queryByTestId('series-memory-empty')).toBeNull();
  });

  it('forgets one series on its Forget button and keeps the other', async () => {
    const user = userEvent.setup();
    storeTwoSeries();
    render(<SeriesMemorySection />);
    await user.click(screen.getByRole('button', { name: 'Forget Breaking Bad' }));
    expect(items()).toHaveLength(1);
    expect(within(items()[0] ?? document.body).getByText('Cowboy Bebop')).toBeVisible();
    expect(readStoredString(KEY)).not.toContain('Breaking Bad');
  });

  it('forgets every series on Forget all and says nothing is remembered', async () => {
    const user = userEvent.setup();
    storeTwoSeries();
    render(<SeriesMemorySection />);
    await user.click(screen.getByRole('button', { name: 'Forget all' }));
    expect(items()).toHaveLength(0);
    expect(screen.getByTestId('series-memory-empty')).toHaveTextContent('Nothing remembered yet.');
    expect(screen.queryByRole('button', { name: 'Forget all' })).toBeNull();
    expect(readStoredString(KEY)).toBeNull();
  });

  it('says nothing is remembered when the stored memory cannot be read', () => {
    writeStoredString(KEY, '{not json');
    render(<SeriesMemorySection />);
    expect(screen.getByTestId('series-memory-empty')).toBeVisible();
  });
});
