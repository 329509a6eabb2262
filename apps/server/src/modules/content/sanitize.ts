/**
 * The one sanitiser of the operator's HTML: rendered Markdown pages and the info modal's `html`.
 * Ordinary formatting, tables, links (http, https, mailto, relative) and images from this site's
 * own paths stay; scripts, event handlers, styles, frames, forms and `javascript:` URLs go.
 * External links get `rel="noopener noreferrer"`. sanitize-html (htmlparser2 underneath) works on
 * the server without a DOM.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'div', 'span'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr'],
  ...['code', 'kbd', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'details', 'summary'],
];

const CELL_ATTRIBUTES = ['align', 'colspan', 'rowspan', 'scope'];

/** A path on this site ('/donate', 'faq', '#top'), not another host ('//x', 'https:'). */
function isOwnPath(url: string | undefined): boolean {
  if (url === undefined || url.trim() === '') return false;
  return !/^\s*(?:[a-z][a-z\d+.-]*:|\/\/|\\)/i.test(url);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    li: ['value'],
    th: CELL_ATTRIBUTES,
    td: CELL_ATTRIBUTES,
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from our own paths: the Content-Security-Policy would block any other anyway.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const isExternal = /^\s*https?:/i.test(href);
      const { rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: isExternal ? { ...rest, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
  // An image whose source was refused is left out rather than shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src),
};

/** @returns `html` with only what the module header allows; safe to set as inner HTML */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
