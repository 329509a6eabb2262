import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { computeFingerprint, listBuildInputs } from './build-fingerprint.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A small tree shaped like the repository, with one file in each kind of place. */
function makeTree(): { root: string; touch: (file: string, text?: string) => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'reelhouse-fingerprint-'));
  roots.push(root);
  let clock = 1_700_000_000;
  const touch = (file: string, text = 'x') => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    clock += 10;
    utimesSync(full, clock, clock);
  };
  for (const file of [
    'package-lock.json',
    'apps/web/chunk-groups.ts',
    'apps/web/app/root.tsx',
    'apps/server/src/main.ts',
    'packages/core/src/rule.ts',
  ]) {
    touch(file);
  }
  return { root, touch };
}

describe('the build fingerprint', () => {
  it('counts every source file of the web app, server and core, wherever it sits', () => {
    const inputs = listBuildInputs();
    expect(inputs).toContain('apps/web/chunk-groups.ts');
    expect(inputs).toContain('apps/web/vite.config.ts');
    expect(inputs).toContain('apps/web/tsconfig.json');
    expect(inputs).toContain('apps/server/build.mjs');
    expect(inputs).toContain('package-lock.json');
    expect(inputs.some((file) => file.startsWith('packages/core/src/'))).toBe(true);
  });

  it('leaves out build outputs, installed packages and tests', () => {
    const inputs = listBuildInputs();
    expect(inputs.filter((file) => /(^|\/)(node_modules|build|dist)\//.test(file))).toEqual([]);
    expect(inputs.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('changes when a file beside the app folder changes (chunk-groups.ts was once missed)', () => {
    const { root, touch } = makeTree();
    const before = computeFingerprint(root);
    touch('apps/web/chunk-groups.ts', 'changed');
    expect(computeFingerprint(root)).not.toBe(before);
  });

  it('changes when a new source file appears', () => {
    const { root, touch } = makeTree();
    const before = computeFingerprint(root);
    touch('apps/server/src/modules/new-module.ts');
    expect(computeFingerprint(root)).not.toBe(before);
  });

  it('stays the same when only tests or build outputs change', () => {
    const { root, touch } = makeTree();
    const before = computeFingerprint(root);
    touch('apps/server/src/main.test.ts');
    touch('apps/web/build/server/index.js');
    touch('apps/server/dist/main.js');
    touch('apps/web/node_modules/some-package/index.js');
    expect(computeFingerprint(root)).toBe(before);
  });
});
