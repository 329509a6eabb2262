import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './app/components/ui/icon-names.ts';
import { SPRITE_FILE, renderIconSprite } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('is the sprite its generator writes from ICON_NAMES (run `npm run icons` after a change)', async () => {
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(await renderIconSprite());
  });

  it('holds one symbol per icon name, with a 24-unit view box and lucide shapes in it', async () => {
    const sprite = await renderIconSprite(['star', 'x']);
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
    ];
    expect(symbols.map((match) => match[1])).toEqual(['star', 'x']);
    expect(symbols[0]?.[2]).toMatch(/^<path d="M11\.525 2\.295[^"]*"\/>$/);
    expect(symbols[1]?.[2]).toBe('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
    expect(sprite).not.toContain('key=');
  });

  it('names every icon once', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });

  it('refuses a name lucide does not draw', async () => {
    await expect(renderIconSprite(['no-such-icon'])).rejects.toThrow();
  });
});
