/**
 * Decodes the basic HTML character references found in subtitle files. Decoding happens after the
 * markup is read, so '&lt;i&gt;' shows as the text '<i>' and never becomes a tag.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,4});/gi;

/** @returns the character of a numeric reference, or null for 0, surrogates and > U+10FFFF */
function decodeNumeric(reference: string): string | null {
  const isHex = reference[1] === 'x' || reference[1] === 'X';
  const codePoint = Number.parseInt(reference.slice(isHex ? 2 : 1), isHex ? 16 : 10);
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  if (codePoint === 0 || codePoint > 0x10ffff || isSurrogate) return null;
  return String.fromCodePoint(codePoint);
}

/**
 * Decodes &amp; &lt; &gt; &quot; &apos; &nbsp; (any case) and numeric references (&#39; &#x2014;).
 * Unknown names and invalid code points stay as written; decoding is single-pass, so '&amp;lt;'
 * gives '&lt;'.
 */
export function decodeBasicEntities(text: string): string {
  return text.replace(ENTITY, (whole, reference: string) => {
    if (reference.startsWith('#')) return decodeNumeric(reference) ?? whole;
    return NAMED_ENTITIES[reference.toLowerCase()] ?? whole;
  });
}
