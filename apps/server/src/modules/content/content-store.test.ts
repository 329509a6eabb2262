import { rename } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs, type LogCapture } from '../cache/log-capture.test-support';
import { openContentStore, type ContentStore } from './content-store';
import { ContentError } from './content-problems';
import {
  createTestContentFolders,
  createTestLoader,
  pageSource,
  type TestContentFolders,
} from './content.test-support';

let folders: TestContentFolders;
let logs: LogCapture;
let store: ContentStore | undefined;

beforeEach(async () => {
  folders = await createTestContentFolders();
  logs = captureLogs();
});

afterEach(async () => {
  store?.close();
  store = undefined;
  await folders.dispose();
});

/** A store over the test folders; the periodic check runs often unless told otherwise. */
async function open(checkIntervalMs = 100, debounceMs = 20): Promise<ContentStore> {
  store = await openContentStore({
    loader: createTestLoader(folders).loader,
    dir: folders.dir,
    logger: logs.logger,
    debounceMs,
    checkIntervalMs,
  });
  return store;
}

const partnerNames = (opened: ContentStore) => opened.current().partners.map((p) => p.name);
const WAIT = { timeout: 5000, interval: 20 };

describe('content store', () => {
  it('refuses to open on a bad file, naming the file and the field', async () => {
    await folders.write('ads.json', [{ id: 1, link: 'https://a.example', gifUrl: 42 }]);
    const opening = open();
    await expect(opening).rejects.toBeInstanceOf(ContentError);
    await expect(opening).rejects.toThrow(`${folders.dir}/ads.json: [0].gifUrl: `);
  });

  it('serves a changed file once it is written', async () => {
    await folders.write('partners.json', [{ name: 'Before', url: 'https://a.example' }]);
    // A long check interval: the watcher alone must notice.
    const opened = await open(60_000);
    expect(partnerNames(opened)).toEqual(['Before']);

    await folders.write('partners.json', [{ name: 'After', url: 'https://a.example' }]);
    await vi.waitFor(() => expect(partnerNames(opened)).toEqual(['After']), WAIT);

    await folders.write('pages/faq.md', pageSource('FAQ', 'New answers', 'Hello'));
    await vi.waitFor(() => expect(opened.current().pages.get('faq')?.title).toBe('FAQ'), WAIT);
  });

  it('keeps the last good content when a changed file is bad, and says why', async () => {
    await folders.write('partners.json', [{ name: 'Good', url: 'https://a.example' }]);
    const opened = await open();

    await folders.write('partners.json', [{ name: 'Bad', url: 'javascript:alert(1)' }]);
    await vi.waitFor(() => {
      const warning = logs.entries().find((entry) => entry.level === 'warn');
      expect(warning?.problems).toEqual([
        `${folders.dir}/partners.json: [0].url: Expected an http(s) address`,
      ]);
    }, WAIT);
    expect(partnerNames(opened)).toEqual(['Good']);

    await folders.write('partners.json', [{ name: 'Fixed', url: 'https://a.example' }]);
    await vi.waitFor(() => expect(partnerNames(opened)).toEqual(['Fixed']), WAIT);
  });

  it('follows the folder when it is replaced by a new one', async () => {
    await folders.write('partners.json', [{ name: 'Old folder', url: 'https://a.example' }]);
    const opened = await open();

    await rename(folders.dir, `${folders.dir}-previous`);
    // While no folder is there, the old content stays (not the shipped defaults).
    await vi.waitFor(() => {
      expect(logs.entries().some((entry) => entry.msg.includes('no such folder'))).toBe(true);
    }, WAIT);
    expect(partnerNames(opened)).toEqual(['Old folder']);
    await folders.write('partners.json', [{ name: 'New folder', url: 'https://a.example' }]);
    await vi.waitFor(() => expect(partnerNames(opened)).toEqual(['New folder']), WAIT);

    // The new folder is watched too.
    await folders.write('partners.json', [{ name: 'Edited', url: 'https://a.example' }]);
    await vi.waitFor(() => expect(partnerNames(opened)).toEqual(['Edited']), WAIT);
  });

  it('reloads on demand and reports whether the new content was taken', async () => {
    // Changes seen by the watcher or the check would be loaded a minute later: only ours count.
    const opened = await open(60_000, 60_000);
    await folders.write('partners.json', 'not json');
    expect(await opened.reload()).toBe(false);
    await folders.write('partners.json', [{ name: 'Now', url: 'https://a.example' }]);
    expect(await opened.reload()).toBe(true);
    expect(partnerNames(opened)).toEqual(['Now']);
  });
});
