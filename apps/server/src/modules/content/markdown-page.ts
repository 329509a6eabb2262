/**
 * One page of the content folder (`pages/<slug>.md`): YAML front matter with `title` and
 * `description`, then Markdown. Placeholders are filled in the Markdown source (so they work in
 * prose and as link targets), the Markdown is rendered by marked, and the HTML sanitised.
 *   {siteName}     the site's name
 *   {supportEmail} a mailto link to SUPPORT_EMAIL, or the words "the site’s operator"
 *   {chatUrl}      a link to CHAT_URL; without one, each paragraph that mentions it is dropped
 */
import type { SitePage } from '@reelhouse/web/load-context';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { describeIssues } from './content-problems';
import { sanitizeContentHtml } from './sanitize';

export const SITE_NAME = 'Reelhouse';

/** What the placeholders stand for. */
export interface PagePlaceholders {
  supportEmail: string | undefined;
  chatUrl: string | undefined;
}

export type PageResult = { ok: true; page: SitePage } | { ok: false; problems: string[] };

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const NO_OPERATOR_EMAIL = 'the site’s operator';

const markdown = new Marked({ gfm: true, breaks: false });

/** Backslash-escapes Markdown's punctuation in text that must read literally. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&');
}

/** Fills the placeholders of Markdown source (see the module header). */
export function fillPlaceholders(source: string, values: PagePlaceholders): string {
  let text = source;
  const chatUrl = values.chatUrl === undefined ? undefined : new URL(values.chatUrl).href;
  if (chatUrl === undefined) {
    text = text
      .split(/\r?\n[ \t]*\r?\n/)
      .filter((block) => !block.includes('{chatUrl}'))
      .join('\n\n');
  } else {
    text = text.replaceAll('({chatUrl})', `(<${chatUrl}>)`).replaceAll('{chatUrl}', `<${chatUrl}>`);
  }
  const email = values.supportEmail;
  if (email === undefined) {
    text = text
      .replace(/\[([^\]]*)\]\(\{supportEmail\}\)/g, '$1')
      .replaceAll('{supportEmail}', NO_OPERATOR_EMAIL);
  } else {
    text = text
      .replaceAll('({supportEmail})', `(<mailto:${email}>)`)
      .replaceAll('{supportEmail}', `[${escapeMarkdown(email)}](<mailto:${email}>)`);
  }
  return text.replaceAll('{siteName}', SITE_NAME);
}

/** Placeholders in the title and description, which are plain text. */
function fillPlainText(text: string, values: PagePlaceholders): string {
  return text
    .replaceAll('{siteName}', SITE_NAME)
    .replaceAll('{supportEmail}', values.supportEmail ?? NO_OPERATOR_EMAIL)
    .replaceAll('{chatUrl}', values.chatUrl ?? '');
}

/**
 * Reads one page file.
 * @param file the name problems are reported under, e.g. 'content/pages/faq.md'
 * @returns the rendered page, or the file's problems (missing front matter or fields, bad YAML)
 */
export function renderPage(file: string, source: string, values: PagePlaceholders): PageResult {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    return {
      ok: false,
      problems: [
        `${file}: front matter: missing; start the file with a block of 'title:' and 'description:' between two '---' lines`,
      ],
    };
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, problems: [`${file}: front matter: not valid YAML: ${reason}`] };
  }
  const parsed = frontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) return { ok: false, problems: describeIssues(file, parsed.error.issues) };
  const body = fillPlaceholders(source.slice(match[0].length), values);
  const html = sanitizeContentHtml(markdown.parse(body, { async: false }));
  return {
    ok: true,
    page: {
      title: fillPlainText(parsed.data.title, values),
      description: fillPlainText(parsed.data.description, values),
      html,
    },
  };
}
