import { describe, expect, it } from 'vitest';
import { fillPlaceholders, renderPage, type PagePlaceholders } from './markdown-page';

const NONE: PagePlaceholders = { supportEmail: undefined, chatUrl: undefined };
const ALL: PagePlaceholders = {
  supportEmail: 'help_desk@reelhouse.example',
  chatUrl: 'https://chat.example/invite/abc',
};

function render(source: string, values: PagePlaceholders = NONE) {
  return renderPage('content/pages/faq.md', source, values);
}

describe('renderPage', () => {
  it('reads the title and description of the front matter and renders the Markdown', () => {
    const result = render(
      '---\ntitle: Frequently Asked Questions\ndescription: "Answers: short ones"\n---\n\n## Is it free?\n\nYes, **always**.\n\n- one\n- two\n',
    );
    expect(result).toEqual({
      ok: true,
      page: {
        title: 'Frequently Asked Questions',
        description: 'Answers: short ones',
        html: '<h2>Is it free?</h2>\n<p>Yes, <strong>always</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
      },
    });
  });

  it('refuses a page without front matter, naming the file', () => {
    expect(render('# FAQ\n\nHello')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^content\/pages\/faq\.md: front matter: missing/)],
    });
  });

  it('refuses front matter without a title or description, naming the field', () => {
    expect(render('---\ntitle: FAQ\n---\nBody')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^content\/pages\/faq\.md: description: /)],
    });
    expect(render('---\ntitle: "  "\ndescription: D\n---\nBody')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^content\/pages\/faq\.md: title: /)],
    });
  });

  it('refuses front matter that is not YAML or has a misspelt key', () => {
    expect(render('---\ntitle: [unclosed\ndescription: D\n---\nBody')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/front matter: not valid YAML/)],
    });
    expect(render('---\ntitle: T\ndescription: D\ndescripton: typo\n---\nBody')).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('descripton')],
    });
  });

  it('sanitises raw HTML in the Markdown and keeps ordinary Markdown', () => {
    const result = render(
      '---\ntitle: T\ndescription: D\n---\n\n[Donate](/donate) and [a partner](https://partner.example)\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[bad](javascript:alert(1))\n',
    );
    const html = result.ok ? result.page.html : '';
    expect(html).toContain(
      '<p><a href="/donate">Donate</a> and <a href="https://partner.example" rel="noopener noreferrer">a partner</a></p>',
    );
    expect(html).toContain('<img src="x" />');
    expect(html).toContain('<p><a>bad</a></p>');
    expect(html).not.toMatch(/script|onerror|javascript/i);
  });

  it('fills the placeholders in the title and description as plain text', () => {
    const result = render(
      '---\ntitle: About {siteName}\ndescription: Write to {supportEmail}\n---\nBody',
      ALL,
    );
    expect(result).toMatchObject({
      ok: true,
      page: { title: 'About Reelhouse', description: 'Write to help_desk@reelhouse.example' },
    });
  });
});

describe('fillPlaceholders', () => {
  it('makes the support e-mail a mailto link, in prose and as a link target', () => {
    expect(fillPlaceholders('Write to {supportEmail}.', ALL)).toBe(
      'Write to [help\\_desk@reelhouse.example](<mailto:help_desk@reelhouse.example>).',
    );
    expect(fillPlaceholders('[Write to us]({supportEmail})', ALL)).toBe(
      '[Write to us](<mailto:help_desk@reelhouse.example>)',
    );
  });

  it('names the site’s operator when no support e-mail is configured', () => {
    expect(fillPlaceholders('Write to {supportEmail}.', NONE)).toBe(
      'Write to the site’s operator.',
    );
    expect(fillPlaceholders('[Write to us]({supportEmail}) today.', NONE)).toBe(
      'Write to us today.',
    );
  });

  it('links the chat, and drops each paragraph that mentions it when there is none', () => {
    const source =
      'First.\n\nJoin the chat: {chatUrl}\n\n[Our chat]({chatUrl}) is friendly.\n\nLast.';
    expect(fillPlaceholders(source, ALL)).toBe(
      'First.\n\nJoin the chat: <https://chat.example/invite/abc>\n\n[Our chat](<https://chat.example/invite/abc>) is friendly.\n\nLast.',
    );
    expect(fillPlaceholders(source, NONE)).toBe('First.\n\nLast.');
  });

  it('renders the filled placeholders as links', () => {
    const result = renderPage(
      'content/pages/advertise.md',
      '---\ntitle: T\ndescription: D\n---\n\nMail {supportEmail} or join {chatUrl} on {siteName}.\n',
      ALL,
    );
    expect(result.ok && result.page.html).toBe(
      '<p>Mail <a href="mailto:help_desk@reelhouse.example">help_desk@reelhouse.example</a> or join <a href="https://chat.example/invite/abc" rel="noopener noreferrer">https://chat.example/invite/abc</a> on Reelhouse.</p>\n',
    );
  });
});
