/**
 * /account/data: importing other sites' files (movie-web's family, Trakt as JSON files or their
 * ZIP, Letterboxd's CSVs) with a preview first, refusing a broken file without changing anything,
 * and the export file giving back the same state in another browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedStorage, waitForShellHydration } from './support';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const fixture = (name: string) => join(FIXTURES, name);

async function openDataPage(page: Page) {
  await page.goto('/account/data');
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByLabel('Choose files')).toBeEnabled();
}

function stored(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

async function storedJson<T>(page: Page, key: string): Promise<T | null> {
  const raw = await stored(page, key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

interface History {
  items: Record<
    string,
    { type: string; progress?: { watched: number; duration: number } } & {
      episodes?: Record<string, unknown>;
    }
  >;
}

test.describe('import', () => {
  test('a movie-web file: the preview counts what it adds, then bookmarks and progress are here', async ({
    page,
  }) => {
    await openDataPage(page);
    await page.getByLabel('Choose files').setInputFiles(fixture('mw-account-data-2026-11-27.json'));
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('heading', { name: 'From movie-web' })).toBeVisible();
    await expect(preview).toContainText('2 bookmarks to add');
    await expect(preview).toContainText('2 watched titles to add, 0 to update, 1 episode in all');
    expect(await stored(page, 'media-tracking')).toBeNull();

    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-status')).toContainText(
      'Imported: 2 bookmarks, 2 watched titles, 0 settings.',
    );
    const history = await storedJson<History>(page, 'media-tracking');
    expect(history?.items['10378']?.progress).toEqual({ watched: 120.5, duration: 596 });
    expect(Object.keys(history?.items['1396']?.episodes ?? {})).toEqual(['s1e2']);
    const bookmarks = await storedJson<{ mediaId: number; mediaType: string }[]>(page, 'bookmarks');
    expect(bookmarks?.map((b) => [b.mediaId, b.mediaType]).sort()).toEqual([
      [1396, 'tv'],
      [45745, 'movie'],
    ]);

    await page.goto('/history');
    await expect(page.getByRole('link', { name: /Big Buck Bunny/ }).first()).toBeVisible();
  });

  test('Trakt files, as JSON or as their ZIP, give the same history and watchlist', async ({
    page,
  }) => {
    await openDataPage(page);
    await page
      .getByLabel('Choose files')
      .setInputFiles(
        ['watched-history.json', 'lists-watchlist.json', 'watched-playback.json'].map((f) =>
          fixture(`trakt/${f}`),
        ),
      );
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('heading', { name: 'From Trakt' })).toBeVisible();
    await expect(preview).toContainText('1 bookmark to add');
    await expect(preview).toContainText('3 watched titles to add');
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-status')).toContainText('Imported:');
    const fromFiles = await storedJson<History>(page, 'media-tracking');
    expect(Object.keys(fromFiles?.items ?? {}).sort()).toEqual(['10378', '1396', '299534']);
    // Paused at a quarter: a share, not watched to the end.
    const bunny = fromFiles?.items['10378']?.progress;
    expect((bunny?.watched ?? 0) / (bunny?.duration ?? 1)).toBeCloseTo(0.25);

    const other = await (await page.context().browser()?.newContext())?.newPage();
    if (!other) throw new Error('no second browser');
    await other.goto(page.url());
    await waitForShellHydration(other);
    await other.getByLabel('Choose files').setInputFiles(fixture('trakt-export.zip'));
    await other.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
    await expect(other.getByTestId('import-status')).toContainText('Imported:');
    expect(
      Object.keys((await storedJson<History>(other, 'media-tracking'))?.items ?? {}).sort(),
    ).toEqual(['10378', '1396', '299534']);
    await other.context().close();
  });

  test('Letterboxd CSVs are matched by title and year, and the titles not found are listed by name', async ({
    page,
  }) => {
    await openDataPage(page);
    await page
      .getByLabel('Choose files')
      .setInputFiles([fixture('watched.csv'), fixture('watchlist.csv'), fixture('diary.csv')]);
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('heading', { name: 'From Letterboxd' })).toBeVisible();
    await expect(
      preview.getByRole('heading', { name: 'Not found in the catalogue (1)' }),
    ).toBeVisible();
    await expect(preview.getByTestId('import-left-out')).toHaveText(
      'Not A Film That Exists (1999)',
    );
    await expect(preview).toContainText('1 bookmark to add');
    await expect(preview).toContainText('2 watched titles to add');
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-status')).toContainText(
      'Imported: 1 bookmark, 2 watched titles',
    );
    const history = await storedJson<History>(page, 'media-tracking');
    expect(Object.keys(history?.items ?? {}).sort()).toEqual(['10378', '299534']);
  });

  test('a broken file says which file and line, and changes nothing', async ({ page }) => {
    const bookmarks = [{ mediaId: 550, mediaType: 'movie', category: 'watchlist', addedAt: 1 }];
    await seedStorage(page, { bookmarks });
    await openDataPage(page);
    await page
      .getByLabel('Choose files')
      .setInputFiles([fixture('watched.csv'), fixture('broken-watched.csv')]);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('broken-watched.csv, line 3');
    await expect(alert).toContainText('Nothing was changed.');
    expect(await storedJson(page, 'bookmarks')).toEqual(bookmarks);
    expect(await stored(page, 'media-tracking')).toBeNull();
  });
});

test('the export file imported in another browser gives back exactly the same bookmarks, history and settings', async ({
  page,
  browser,
}) => {
  const state = {
    bookmarks: [
      { mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1_700_000_000_000 },
      { mediaId: 1396, mediaType: 'tv', category: 'Crime', addedAt: 1_700_000_000_500 },
      { mediaId: 10378, mediaType: 'movie', category: 'watchlist', addedAt: 1_700_000_001_000 },
    ],
    'media-tracking': {
      items: {
        '10378': {
          type: 'movie',
          title: 'Big Buck Bunny',
          year: 2008,
          updatedAt: 1_700_000_100_000,
          progress: { watched: 120.5, duration: 596 },
          furthestWatched: 300,
        },
        '1396': {
          type: 'show',
          title: 'Breaking Bad',
          year: 2008,
          updatedAt: 1_700_000_200_000,
          progress: { watched: 600, duration: 2900 },
          episodes: {
            s1e2: {
              id: '62086',
              number: 2,
              title: "Cat's in the Bag...",
              seasonId: '3572',
              updatedAt: 1_700_000_200_000,
              progress: { watched: 600, duration: 2900 },
            },
          },
        },
      },
    },
    accountSettings: { autoplay: false, quality: '720p' },
    theme: 'light',
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, state);
  await openDataPage(page);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^reelhouse-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const file = JSON.parse(readFileSync(path, 'utf8')) as { format: string; version: number };
  expect(file).toMatchObject({ format: 'reelhouse-data', version: 1 });

  const other = await (await browser.newContext()).newPage();
  await openDataPage(other);
  await other.getByLabel('Choose files').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: readFileSync(path),
  });
  const preview = other.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: 'From this site' })).toBeVisible();
  await expect(preview).toContainText('3 bookmarks to add');
  await expect(preview).toContainText('2 settings to restore');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(other.getByTestId('import-status')).toContainText('Imported:');
  for (const key of ['bookmarks', 'media-tracking', 'accountSettings', 'theme']) {
    expect(await stored(other, key), key).toBe(await stored(page, key));
  }
  await other.context().close();
});
