import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, hashInlineScripts } from './content-security-policy';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('the hashes of a page’s inline scripts', () => {
  it('hashes each inline script’s text exactly as written, once, in page order', () => {
    const html = `<html><head><script>a()</script></head><body>
      <script type="module" async="">import("/assets/x.js")</script>
      <script>a()</script><script nonce="n">é & <b></script></body></html>`;

    expect(hashInlineScripts(html)).toEqual([
      sha('a()'),
      sha('import("/assets/x.js")'),
      sha('é & <b>'),
    ]);
  });

  it('skips scripts loaded from a file, whatever the attribute order or quotes', () => {
    const html = `<script src="/a.js"></script><script type='module' SRC='/b.js'></script>
      <script data-x="src=">inline()</script>`;
    expect(hashInlineScripts(html)).toEqual([sha('inline()')]);
  });
});

describe('the page policy', () => {
  const options = { mediaOrigins: ['https://archive.org'], isDevelopment: false };

  it('allows scripts by hash and what they load, and nothing by nonce', () => {
    const policy = buildContentSecurityPolicy(options, ['AAA=', 'BBB=']);
    expect(policy).toContain("script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'");
    expect(policy).not.toContain('nonce');
    expect(policy).toContain("media-src 'self' blob: https://archive.org");
  });

  it('allows no script at all on an HTML answer without inline scripts', () => {
    expect(buildContentSecurityPolicy(options, [])).toContain("script-src 'none'");
  });
});
