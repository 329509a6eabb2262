/**
 * The start path: main.ts loads the content folder before it serves anything, and a bad file
 * stops it with the file and field named, as bad configuration does.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContentFolders, type TestContentFolders } from './content.test-support';

const run = promisify(execFile);
const MAIN = path.join(import.meta.dirname, '..', '..', 'main.ts');

let folders: TestContentFolders;

beforeEach(async () => {
  folders = await createTestContentFolders();
});

afterEach(async () => {
  await folders.dispose();
});

async function startServer(): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: folders.dataDir,
        DATABASE_URL: '',
        CONTENT_DIR: folders.dir,
        SAMPLE_MEDIA: 'off',
        LOG_LEVEL: 'silent',
        PORT: '1',
      },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('starting the server with a bad content file', () => {
  it('refuses to start, naming the file and the field', { timeout: 90_000 }, async () => {
    await folders.write('ads.json', [
      { id: 'a', link: 'https://a.example/', gifUrl: 'https://a.example/a.gif' },
      { id: 'b', link: 'https://b.example/', gifUrl: 'ftp://b.example/b.gif' },
    ]);
    await folders.write('pages/terms.md', 'No front matter here.');

    const { code, stderr } = await startServer();

    expect(code).toBe(1);
    expect(stderr).toContain('Invalid content:');
    expect(stderr).toContain(`${folders.dir}/ads.json: [1].gifUrl: Expected one of: `);
    expect(stderr).toContain(`${folders.dir}/pages/terms.md: front matter: missing`);
    // The operator's problem, not a crash: no stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
