import { describe, expect, it } from 'vitest';
import { staticClosure } from './chunk-groups';

describe('staticClosure', () => {
  const imports: Record<string, string[]> = {
    root: ['header', 'storage'],
    header: ['storage', 'icons'],
    storage: [],
    icons: ['root'],
    lazy: ['zod'],
  };
  const graph = { importedIds: (id: string) => imports[id] ?? [] };

  it('follows static imports transitively, once each, through cycles', () => {
    expect([...staticClosure(graph, ['root'])].sort()).toEqual([
      'header',
      'icons',
      'root',
      'storage',
    ]);
  });

  it('leaves out modules that no root reaches', () => {
    expect(staticClosure(graph, ['header']).has('lazy')).toBe(false);
    expect(staticClosure(graph, []).size).toBe(0);
  });
});
