/**
 * The two slug rules of the spec (section 5 "Slugs", section 2 "Media detail links"). Both fold
 * accented Latin letters to ASCII first; other scripts have no ASCII form and drop out.
 */

/** Letters that Unicode decomposition does not turn into ASCII. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Lowercases and folds 'Amélie' to 'amelie' and 'Straße' to 'strasse'. */
function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTER_FOLDS[letter] ?? '');
}

/**
 * The general slug rule (spec section 5): lowercased, trimmed, spaces to hyphens,
 * non-alphanumerics removed, repeated hyphens collapsed. Also strips hyphens at either end.
 * "Alphanumeric" means ASCII a–z and 0–9 after folding accents.
 * @example buildSlug("  Ocean's Eleven ") === 'oceans-eleven'
 * @example buildSlug('Sci-Fi & Fantasy') === 'sci-fi-fantasy'
 * @returns the slug; '' when nothing alphanumeric remains (e.g. a title in Japanese script)
 */
export function buildSlug(text: string): string {
  return foldToAscii(text)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The media-link slug rule (spec section 2): the title lowercased with each run of
 * non-alphanumerics replaced by one hyphen, without hyphens at either end.
 * @example buildMediaLinkSlug("Ocean's Eleven") === 'ocean-s-eleven'
 * @example buildMediaLinkSlug('The Matrix: Reloaded') === 'the-matrix-reloaded'
 * @returns the slug; '' when nothing alphanumeric remains
 */
export function buildMediaLinkSlug(title: string): string {
  return foldToAscii(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
