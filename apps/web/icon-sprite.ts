/**
 * Writes the icon sprite (`app/components/ui/icons.svg`): one `<symbol>` per name in `ICON_NAMES`,
 * drawn from lucide's icon data, so a page carries `<use href="…#star">` instead of each icon's
 * paths in its JavaScript (decision 0028). Run with `npm run icons -w @reelhouse/web`.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ICON_NAMES } from './app/components/ui/icon-names.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const SPRITE_FILE = fileURLToPath(new URL('app/components/ui/icons.svg', import.meta.url));

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

async function iconNode(name: string): Promise<{ size: number; node: IconNode }> {
  const icon = (await import(`lucide-react/icons/${name}`)) as {
    __iconData?: { size?: number; node: IconNode };
  };
  if (!icon.__iconData) throw new Error(`lucide-react has no data for the icon "${name}"`);
  return { size: icon.__iconData.size ?? 24, node: icon.__iconData.node };
}

/** The sprite's text: symbols in `names` order, attributes as lucide gives them (but React's `key`). */
export async function renderIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { size, node } = await iconNode(name);
      const shapes = node.map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join('');
        return `<${tag}${text}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SPRITE_FILE, await renderIconSprite());
  console.log(`wrote ${ICON_NAMES.length} icons to ${SPRITE_FILE}`);
}
