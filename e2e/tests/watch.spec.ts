/**
 * Watching a movie on the generated sample media (issue 6, spec section 2 "Player"): Watch opens
 * the player and the video's time advances, a quality chosen from the menu plays at that height
 * without losing the position, a reload resumes near the saved position, and the keyboard
 * shortcuts pause, skip and mute. Big Buck Bunny's sample clip is 30 s of HLS at 360p and 720p.
 */
import { SAMPLE_CLIP_NOTICE } from '@reelhouse/core/player/source-events';
import { expect, test, type Page } from '@playwright/test';
import {
  openPlayer,
  pauseVideo,
  readVideo,
  recordBrowserProblems,
  seekVideo,
  showPlayerControls,
  waitForPlaybackPast,
  waitForShellHydration,
} from './support';

const MOVIE_PATH = '/movies/10378';
const CANONICAL_MOVIE_PATH = '/movies/10378-big-buck-bunny';

interface SavedMovie {
  type: string;
  title: string;
  progress?: { watched: number; duration: number };
}

/** The movie's entry in the local watch history (`media-tracking`), or null. */
async function readSavedMovie(page: Page): Promise<SavedMovie | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('media-tracking');
    if (raw === null) return null;
    const store = JSON.parse(raw) as { items?: Record<string, SavedMovie> };
    return store.items?.['10378'] ?? null;
  });
}

test('Watch opens the player, the video plays with the sample notice, and Escape or the close button closes it', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await openPlayer(page, MOVIE_PATH);
  await expect(page).toHaveURL(CANONICAL_MOVIE_PATH);
  await waitForPlaybackPast(page, 1);
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(page.getByTestId('player-notice')).toHaveText(SAMPLE_CLIP_NOTICE);
  await expect(page.getByRole('dialog', { name: 'Big Buck Bunny' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(page.getByTestId('play-button')).toBeFocused();

  await page.getByTestId('play-button').click();
  await expect(player).toBeVisible();
  await showPlayerControls(page);
  await page.getByTestId('player-close').click();
  await expect(player).toBeHidden();
  expect(problems).toEqual([]);
});

test.describe('in the player', () => {
  test.skip(({ isMobile }) => isMobile, 'the player behaves the same at both widths');

  test('a quality chosen from the menu plays at that height and keeps the position', async ({
    page,
  }) => {
    await openPlayer(page, MOVIE_PATH);
    await seekVideo(page, 12);
    for (const [label, height] of [
      ['360p', 360],
      ['720p', 720],
    ] as const) {
      const before = await readVideo(page);
      const startedAt = Date.now();
      await showPlayerControls(page);
      await page.getByTestId('player-quality-button').click();
      await page.getByRole('menuitemradio', { name: label, exact: true }).click();
      await expect(page.getByTestId('player-quality-button')).toHaveAttribute(
        'aria-label',
        `Quality: ${label}`,
      );
      await expect
        .poll(async () => (await readVideo(page)).videoHeight, { timeout: 10_000 })
        .toBe(height);
      const after = await readVideo(page);
      const elapsedSeconds = (Date.now() - startedAt) / 1000;
      expect(after.currentTime, label).toBeGreaterThan(before.currentTime - 2);
      expect(after.currentTime, label).toBeLessThan(before.currentTime + elapsedSeconds + 2);
      await waitForPlaybackPast(page, after.currentTime + 0.3);
    }
  });

  test('progress saved while playing makes a reload resume near the saved position', async ({
    page,
  }) => {
    await openPlayer(page, MOVIE_PATH);
    await seekVideo(page, 15);
    await waitForPlaybackPast(page, 18);
    await expect
      .poll(async () => (await readSavedMovie(page))?.progress?.watched ?? 0)
      .toBeGreaterThan(16);
    await pauseVideo(page);
    const saved = await readSavedMovie(page);
    expect(saved).toMatchObject({ type: 'movie', title: 'Big Buck Bunny' });
    const savedSeconds = saved?.progress?.watched ?? 0;
    expect(saved?.progress?.duration).toBeCloseTo(30, 0);

    await page.reload();
    await waitForShellHydration(page);
    await page.getByTestId('play-button').click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing', {
      timeout: 15_000,
    });
    const resumed = await readVideo(page);
    expect(resumed.currentTime).toBeGreaterThan(savedSeconds - 3);
    expect(resumed.currentTime).toBeLessThan(savedSeconds + 3);
  });

  test("the keys 'k' pause and resume, 'l' jumps 10 s ahead and 'm' mutes and unmutes", async ({
    page,
  }) => {
    await openPlayer(page, MOVIE_PATH);
    const player = page.getByTestId('player');

    await page.keyboard.press('k');
    await expect(player).toHaveAttribute('data-state', 'paused');
    const pausedAt = (await readVideo(page)).currentTime;
    await page.keyboard.press('l');
    await expect
      .poll(async () => (await readVideo(page)).currentTime)
      .toBeCloseTo(pausedAt + 10, 1);

    await page.keyboard.press('m');
    await expect.poll(async () => (await readVideo(page)).muted).toBe(true);
    await page.keyboard.press('m');
    await expect.poll(async () => (await readVideo(page)).muted).toBe(false);

    await page.keyboard.press('k');
    await expect(player).toHaveAttribute('data-state', 'playing');
    await waitForPlaybackPast(page, pausedAt + 10.3);
  });
});
