import { describe, expect, it } from 'vitest';
import { decodeBasicEntities } from './entities';

describe('decodeBasicEntities', () => {
  it.each([
    ['&amp; &lt; &gt; &quot; &apos;', `& < > " '`],
    ['&AMP; &Lt;', '& <'],
    ['a&nbsp;b', 'a\u00A0b'],
    ['&#39;&#x2014;&#X41;', "'—A"],
    ['&amp;lt;', '&lt;'],
    ['&copy; &unknown; & ;', '&copy; &unknown; & ;'],
    ['&#0; &#xD800; &#x110000;', '&#0; &#xD800; &#x110000;'],
    ['&#128512;', '😀'],
  ])('decodes %j as %j', (input, output) => {
    expect(decodeBasicEntities(input)).toBe(output);
  });
});
