import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize';

describe('sanitizeContentHtml', () => {
  it('removes scripts, event handlers, styles, frames and forms', () => {
    const html = sanitizeContentHtml(
      [
        '<p onclick="steal()" style="color:red">Hello<script>alert(1)</script></p>',
        '<img src="/favicon.svg" onerror="alert(2)" alt="logo">',
        '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
        '<form action="https://evil.example/"><input name="card"></form>',
        '<svg><script>alert(3)</script></svg>',
      ].join(''),
    );
    expect(html).toBe('<p>Hello</p><img src="/favicon.svg" alt="logo" />');
  });

  it('drops javascript: and other non-web URLs from links, however they are spelt', () => {
    const html = sanitizeContentHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="java&#x09;script:alert(1)">c</a><a href="data:text/html,x">d</a>',
    );
    expect(html).toBe('<a>a</a><a>b</a><a>c</a><a>d</a>');
  });

  it('keeps ordinary formatting, tables and links to our pages, mail and the web', () => {
    const source =
      '<h2 id="contact">Contact</h2><p><strong>Bold</strong>, <em>em</em> and <code>code</code></p>' +
      '<ul><li>one</li></ul><blockquote>quote</blockquote>' +
      '<table><thead><tr><th align="left">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<p><a href="/donate">Donate</a> <a href="#top">Top</a> <a href="mailto:help@reelhouse.example">Mail</a></p>';
    expect(sanitizeContentHtml(source)).toBe(source);
  });

  it('marks external links noopener noreferrer, replacing any rel the author wrote', () => {
    expect(sanitizeContentHtml('<a href="https://partner.example/" rel="opener">P</a>')).toBe(
      '<a href="https://partner.example/" rel="noopener noreferrer">P</a>',
    );
    expect(sanitizeContentHtml('<a href="/faq" rel="opener">F</a>')).toBe('<a href="/faq">F</a>');
  });

  it('keeps images only from paths of this site', () => {
    const html = sanitizeContentHtml(
      '<img src="https://tracker.example/pixel.gif"><img src="//cdn.example/x.png">' +
        '<img src="data:image/png;base64,AAAA"><img><img src="/api/img?src=/a.png&amp;w=300" alt="ok">',
    );
    expect(html).toBe('<img src="/api/img?src=/a.png&amp;w=300" alt="ok" />');
  });
});
