import { describe, expect, it } from 'vitest';
import { resolvePublicOrigin } from './public-origin';

describe('the public origin of links in pages', () => {
  const listed = ['https://reelhouse.example', 'https://www.reelhouse.example'];

  it("is the request's own origin when the operator listed it", () => {
    expect(resolvePublicOrigin('https://www.reelhouse.example', listed, 3000)).toBe(
      'https://www.reelhouse.example',
    );
  });

  it('is the first listed origin for any other Host, never the Host', () => {
    expect(resolvePublicOrigin('https://evil.example', listed, 3000)).toBe(
      'https://reelhouse.example',
    );
  });

  it('is localhost on the port when no origin is listed, whatever the Host says', () => {
    expect(resolvePublicOrigin('https://evil.example', [], 3000)).toBe('http://localhost:3000');
  });
});
