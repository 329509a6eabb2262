/**
 * The player remembers per series (decision 0031): subtitles, audio and quality chosen on one
 * episode of Breaking Bad's sample clips (HLS at 360p and 720p, English captions, English and
 * Spanish audio) are the ones another episode starts with, even after a movie in between turned subtitles on (movies remember
 * nothing); the account page's Player tab lists the memory and forgets it.
 */
import { expect, test, type Page } from '@playwright/test';
import { openPlayer, readVideo, showPlayerControls, waitForShellHydration } from './support';

async function openSubtitles(page: Page) {
  await showPlayerControls(page);
  await page.getByTestId('player-subtitles-button').click();
  return page.getByTestId('subtitles-panel');
}

async function closeSubtitles(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close subtitles' }).click();
  await expect(page.getByTestId('player-subtitles-menu')).toBeHidden();
}

async function chooseAudio(page: Page, name: string): Promise<void> {
  await showPlayerControls(page);
  await page.getByTestId('player-audio-button').click();
  await page.getByRole('menuitemradio', { name, exact: true }).click();
  await expect(page.getByTestId('player-audio-button')).toHaveAttribute(
    'aria-label',
    `Audio: ${name}`,
  );
}

async function chooseQuality(page: Page, label: string): Promise<void> {
  await showPlayerControls(page);
  await page.getByTestId('player-quality-button').click();
  await page.getByRole('menuitemradio', { name: label, exact: true }).click();
  await expect(page.getByTestId('player-quality-button')).toHaveAttribute(
    'aria-label',
    `Quality: ${label}`,
  );
}

test.skip(({ isMobile }) => isMobile, 'the player behaves the same at both widths');

test('subtitles, audio and quality chosen on one episode are where the next episode of the series starts, until forgotten on the account page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPlayer(page, '/series/1396/1/1');
  let panel = await openSubtitles(page);
  // Subtitles are on by default: the English caption is chosen.
  await expect(panel.getByRole('radio', { name: /^English/ }).first()).toBeChecked();
  await panel.getByRole('radio', { name: 'Off' }).check();
  await closeSubtitles(page);
  // The series' original language (English) plays first.
  await expect(page.getByTestId('player-audio-button')).toHaveAttribute(
    'aria-label',
    'Audio: English',
  );
  await chooseAudio(page, 'Spanish');
  await chooseQuality(page, '360p');

  // A movie in between turns subtitles back on and remembers nothing of its own.
  await openPlayer(page, '/movies/10378');
  panel = await openSubtitles(page);
  await panel
    .getByRole('radio', { name: /^English/ })
    .first()
    .check();
  await expect(page.getByTestId('caption-cue')).toBeVisible();
  await closeSubtitles(page);
  await expect(page.getByTestId('player-quality-button')).toHaveAttribute(
    'aria-label',
    /^Quality: Auto/,
  );
  await expect(page.getByTestId('player-audio-button')).toBeHidden();

  await openPlayer(page, '/series/1396/1/2');
  await expect(page.getByRole('dialog', { name: /S1 E2/ })).toBeVisible();
  await expect(page.getByTestId('player-quality-button')).toHaveAttribute(
    'aria-label',
    'Quality: 360p',
  );
  await expect.poll(async () => (await readVideo(page)).videoHeight).toBe(360);
  await expect(page.getByTestId('player-audio-button')).toHaveAttribute(
    'aria-label',
    'Audio: Spanish',
  );
  panel = await openSubtitles(page);
  await expect(panel.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(page.getByTestId('caption-cue')).toBeHidden();
  await closeSubtitles(page);

  await page.goto('/account?tab=player');
  await waitForShellHydration(page);
  const memory = page.getByRole('region', { name: 'Remembered for each series' });
  const item = memory.getByTestId('series-memory-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Breaking Bad');
  await expect(item).toContainText('Subtitles: Off · Audio: Spanish · Quality: 360p');
  await memory.getByRole('button', { name: 'Forget Breaking Bad' }).click();
  await expect(item).toHaveCount(0);
  await expect(memory.getByTestId('series-memory-empty')).toHaveText('Nothing remembered yet.');

  // Forgotten: the series starts with its original language and the device's best quality again.
  await openPlayer(page, '/series/1396/1/3');
  await expect(page.getByTestId('player-quality-button')).toHaveAttribute(
    'aria-label',
    /^Quality: Auto/,
  );
  await expect(page.getByTestId('player-audio-button')).toHaveAttribute(
    'aria-label',
    'Audio: English',
  );
});
