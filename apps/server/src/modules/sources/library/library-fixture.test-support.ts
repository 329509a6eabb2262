/** Temporary media folders for the library tests: small files written from a path → text map. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempFolder {
  dir: string;
  /** writes each file (parents created); a path ending in '/' makes an empty folder */
  write(files: Record<string, string>): Promise<void>;
  remove(): Promise<void>;
}

export async function createTempFolder(prefix: string): Promise<TempFolder> {
  const dir = await mkdtemp(join(tmpdir(), `reelhouse-${prefix}-`));
  return {
    dir,
    async write(files) {
      for (const [path, content] of Object.entries(files)) {
        const target = join(dir, ...path.split('/'));
        if (path.endsWith('/')) {
          await mkdir(target, { recursive: true });
          continue;
        }
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content);
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
