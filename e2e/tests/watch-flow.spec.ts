/**
 * The watch flow around the player (spec sections 2, 4 and 8) on the generated sample media:
 * the last moments of an episode move on to the next season's first episode, the download dialog
 * lists the streams and the HLS helper page, and a provider that fails shows the spec's texts.
 * The Internet Archive provider points at a closed port, so it fails every time.
 */

/** One server-sent event as the server writes it. */
function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
import { MOVIE_NOT_FOUND_TOAST, PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { expect, test } from '@playwright/test';
import {
  openPlayer,
  readVideo,
  seekVideo,
  showPlayerControls,
  waitForPlaybackPast,
  waitForShellHydration,
} from './support';

const MOVIE_PATH = '/movies/10378-big-buck-bunny';

test.describe('episodes and missing sources', () => {
  test.skip(({ isMobile }) => isMobile, 'the same flow at both widths');

  test('past 93 % an episode offers Next Episode, and its last moments open the next season’s first episode, which plays', async ({
    page,
  }) => {
    await openPlayer(page, '/series/1396/1/7');
    await expect(page).toHaveURL('/series/1396-breaking-bad/1/7');
    const nextEpisode = page.getByTestId('next-episode');
    await expect(nextEpisode).toBeHidden();
    const { duration } = await readVideo(page);
    expect(duration).toBeCloseTo(30, 0);

    await seekVideo(page, duration * 0.95);
    await expect(nextEpisode).toBeVisible();
    await expect(nextEpisode).toHaveAttribute('title', /^S2 E1\b/);
    await seekVideo(page, duration - 0.4);

    await expect(page).toHaveURL(/^[^?]*\/series\/1396-breaking-bad\/2\/1(\?play=true)?$/, {
      timeout: 15_000,
    });
    await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: /S2 E1/ })).toBeVisible();
    await waitForPlaybackPast(page, 1);
  });

  test('Next Episode on the last episode of a season opens the next season’s first episode, which plays', async ({
    page,
  }) => {
    await openPlayer(page, '/series/1396/1/7');
    const { duration } = await readVideo(page);
    await seekVideo(page, duration * 0.95);
    await page.getByTestId('next-episode').click();
    await expect(page).toHaveURL(/^[^?]*\/series\/1396-breaking-bad\/2\/1(\?play=true)?$/);
    await expect(page.getByRole('dialog', { name: /S2 E1/ })).toBeVisible({ timeout: 15_000 });
    await waitForPlaybackPast(page, 1);
  });

  test('a movie nothing here plays offers no Watch nor Download, says so, and searches nothing', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sources')) searches.push(request.url());
    });
    // On the Internet Archive allow-list, but the archive cannot be reached from the test server.
    await page.goto('/movies/10331');
    await waitForShellHydration(page);
    await expect(page.getByTestId('not-streamable')).toHaveText(
      'This title can’t be streamed here.',
    );
    await expect(page.getByTestId('play-button')).toHaveCount(0);
    await expect(page.getByTestId('download-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Watchlist', exact: true })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(searches).toEqual([]);
  });
});

test("a movie every provider answers 'not found' for sends one search: the toast says so, and Watch again shows it without searching", async ({
  page,
}) => {
  const providers = [
    { id: 'library', name: 'Media library' },
    { id: 'archive', name: 'Internet Archive' },
  ];
  // The server's answer when every provider answered and none has the title.
  const cleanNotFound = [
    sse('providers', { providers }),
    ...providers.map((provider, index) =>
      sse('progress', {
        providerId: provider.id,
        providerName: provider.name,
        status: 'not-found',
        percent: (index + 1) * 50,
      }),
    ),
    sse('done', { found: false }),
  ].join('');
  await page.route('**/api/sources', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: cleanNotFound }),
  );
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sources') {
      searches.push(request.postData() ?? '');
    }
  });
  await page.goto(MOVIE_PATH);
  await waitForShellHydration(page);
  const toast = page.locator('[data-sonner-toast]', { hasText: MOVIE_NOT_FOUND_TOAST.message });
  await page.getByTestId('play-button').click();
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('play-button')).toHaveAttribute('data-state', 'not-found');
  await page.getByTestId('play-button').click();
  await expect(toast.first()).toBeVisible();
  // Retries would have been sent 400 ms apart; wait well past the last of them.
  await page.waitForTimeout(2500);
  expect(searches).toHaveLength(1);
  await expect(page.getByTestId('player')).toHaveCount(0);
});

test('the server picker says the source change failed when the Internet Archive fails, and playback goes on', async ({
  page,
}) => {
  await openPlayer(page, MOVIE_PATH);
  await showPlayerControls(page);
  const server = page.getByTestId('player-server-button');
  await expect(server).toHaveAttribute('aria-label', 'Server: Media library');
  await server.click();
  await page.getByRole('menuitemradio', { name: 'Internet Archive', exact: true }).click();
  await expect(page.getByTestId('player-message')).toHaveText(PLAYER_MESSAGES.sourceChangeFailed, {
    timeout: 10_000,
  });
  await expect(server).toHaveAttribute('aria-label', 'Server: Media library');
  const { currentTime } = await readVideo(page);
  await waitForPlaybackPast(page, currentTime + 0.3);
});

test('Download lists the files with their names and an HLS helper link that shows the name and an ffmpeg command', async ({
  page,
  context,
}) => {
  await page.goto(MOVIE_PATH);
  await waitForShellHydration(page);
  await page.getByTestId('download-button').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  const files = dialog.locator('[data-testid="download-link"][data-kind="file"]');
  await expect(files).toHaveText([/^720p \(MP4\)/, /^360p \(MP4\)/]);
  for (const link of await files.all()) {
    await expect(link).toHaveAttribute('download', 'Big Buck Bunny-library.mp4');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/media\/sample\/.+\.mp4$/);
    const response = await page.request.get(href, { headers: { Range: 'bytes=0-99' } });
    expect(response.status(), href).toBe(206);
  }
  const captionNames = await dialog
    .locator('[data-testid="download-link"][data-kind="caption"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('download')));
  expect(captionNames).toEqual(
    expect.arrayContaining([
      'Big Buck Bunny-library.English.vtt',
      'Big Buck Bunny-library.English.srt',
    ]),
  );

  const helper = dialog.locator('[data-testid="download-link"][data-kind="hls"]');
  await expect(helper).toHaveCount(1);
  await expect(helper).toHaveAttribute('href', /^\/download\?data=/);
  const [helperPage] = await Promise.all([context.waitForEvent('page'), helper.click()]);
  await helperPage.waitForLoadState();
  await expect(helperPage.getByRole('heading', { level: 1 })).toHaveText('Download helper');
  await expect(helperPage.getByTestId('download-helper-name')).toHaveText(
    'Big Buck Bunny-library.mp4',
  );
  await expect(helperPage.getByTestId('download-helper-command')).toHaveText(
    /^ffmpeg -i "http:\/\/127\.0\.0\.1:\d+\/media\/sample\/[^"]+master\.m3u8" -c copy "Big Buck Bunny-library\.mp4"$/,
  );
});
