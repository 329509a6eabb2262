/**
 * Subtitles in the player (spec sections 2 and 5) on Big Buck Bunny's sample captions, which
 * have a cue every 3 s lasting 2.5 s ('Big Buck Bunny — sample caption N at 0:SS'; cue 2 in
 * <i>/<b>, cue 3 on two lines): the cue at the playhead shows, styled with the chosen colour and
 * size, and moved by the chosen delay. The video is paused and moved from script, so each check
 * reads the cue at a known time.
 */
import {
  formatFontSizeScale,
  formatSubtitleDelay,
} from '@reelhouse/core/subtitles/settings-display';
import { expect, test, type Locator } from '@playwright/test';
import { openPlayer, pauseVideo, seekVideo, showPlayerControls } from './support';

interface CueLook {
  color: string;
  fontSizePx: number;
}

function readCueLook(cue: Locator): Promise<CueLook> {
  return cue.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontSizePx: Number.parseFloat(style.fontSize) };
  });
}

test('English captions show the cue at the playhead with its markup as elements, in the chosen colour, size and delay', async ({
  page,
}) => {
  await openPlayer(page, '/movies/10378');
  await pauseVideo(page);
  await showPlayerControls(page);
  await page.getByTestId('player-subtitles-button').click();
  const panel = page.getByTestId('subtitles-panel');
  await expect(panel.getByTestId('subtitle-option').first()).toHaveText('Off');
  await panel.getByTestId('subtitle-option').filter({ hasText: 'English' }).first().click();

  const cue = page.getByTestId('caption-cue');
  await seekVideo(page, 4);
  await expect(cue).toHaveText('Big Buck Bunny — sample caption 2 at 0:03');
  await expect(cue.locator('i')).toHaveText('Big Buck Bunny');
  await expect(cue.locator('b')).toHaveText('0:03');
  expect(await cue.innerHTML()).not.toContain('&lt;');

  await seekVideo(page, 7);
  await expect(cue).toContainText('sample caption 3 at 0:06');
  await expect(cue).toContainText('This caption has a second line');
  await expect(cue.locator('br')).toHaveCount(1);

  const before = await readCueLook(cue);
  expect(before.color).toBe('rgb(255, 255, 255)');
  await panel.locator('[data-testid="subtitle-text-color"][data-value="yellow"]').click();
  await panel.getByTestId('subtitle-size-larger').click();
  await expect(panel.getByTestId('subtitle-size')).toHaveText(formatFontSizeScale(1.1));
  await expect.poll(async () => (await readCueLook(cue)).color).toBe('rgb(255, 255, 0)');
  const larger = await readCueLook(cue);
  expect(larger.fontSizePx).toBeCloseTo(before.fontSizePx * 1.1, 0);

  // Without a delay, 12.2 s is inside cue 5 (12–14.5 s).
  await seekVideo(page, 12.2);
  await expect(cue).toContainText('sample caption 5 at 0:12');
  const later = panel.getByTestId('subtitle-delay-later');
  for (let click = 0; click < 5; click += 1) await later.click();
  await expect(panel.getByTestId('subtitle-delay')).toHaveText(formatSubtitleDelay(1));
  // Shown 1 s later, cue 4 (9–11.5 s) stays until 12.5 s, nothing shows until 13 s, then cue 5.
  await expect(cue).toContainText('sample caption 4 at 0:09');
  await seekVideo(page, 12.7);
  await expect(cue).toHaveCount(0);
  await seekVideo(page, 13.3);
  await expect(cue).toContainText('sample caption 5 at 0:12');
  await expect.poll(async () => (await readCueLook(cue)).color).toBe('rgb(255, 255, 0)');
});
