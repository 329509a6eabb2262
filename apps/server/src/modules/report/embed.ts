/**
 * One error report as a chat webhook message (Discord's shape, spec section 7): an embed with the
 * error's name and message, the page's URL, the status, the user's report message, the browser
 * agent, the stack trace cut to 1000 characters and the time. Every text fits Discord's limits,
 * and what a visitor typed cannot ping anyone or render as Markdown (links included).
 */
import { truncateStack } from '@reelhouse/core/errors/report';
import type { StoredErrorReport } from './repository';

/** Discord's embed limits (characters). */
export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  /** title, description, field names and values, and footer together */
  total: 6000,
} as const;

export interface EmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface WebhookMessage {
  embeds: {
    title: string;
    description?: string;
    color: number;
    fields: EmbedField[];
    footer: { text: string };
    /** ISO 8601: when the error happened in the browser */
    timestamp: string;
  }[];
  /** Nothing in the message may notify anyone, whatever the texts hold. */
  allowed_mentions: { parse: [] };
}

const RED = 0xe5_48_4d;
const CODE_FENCE = '```';
const ELLIPSIS = '…';

/** Builds the webhook message for one report. */
export function buildReportMessage(report: StoredErrorReport): WebhookMessage {
  const fields: EmbedField[] = [
    { name: 'URL', value: formatUrl(report.url) },
    {
      name: 'Status',
      value: report.status === null ? 'none' : String(report.status),
      inline: true,
    },
    {
      name: 'Report message',
      value: report.userMessage.trim() === '' ? '(none)' : codeBlock(report.userMessage),
    },
    {
      name: 'Browser',
      value: report.userAgent.trim() === '' ? '(unknown)' : codeBlock(report.userAgent),
    },
    {
      name: 'Stack trace',
      value: report.stack === null ? '(none)' : codeBlock(truncateStack(report.stack)),
    },
  ];
  const title = cut(report.name, EMBED_LIMITS.title);
  const footer = cut(`Report ${report.id} · request ${report.requestId}`, EMBED_LIMITS.footer);
  const fixedLength =
    title.length +
    footer.length +
    fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  const description =
    report.message.trim() === ''
      ? undefined
      : codeBlock(
          report.message,
          Math.min(EMBED_LIMITS.description, EMBED_LIMITS.total - fixedLength),
        );
  return {
    embeds: [
      {
        title,
        ...(description === undefined ? {} : { description }),
        color: RED,
        fields,
        footer: { text: footer },
        timestamp: new Date(report.occurredAt).toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/**
 * A text shown literally: in a code block, Markdown and masked links do not render. A fence
 * inside the text is broken with zero-width spaces so it cannot close the block early.
 */
function codeBlock(text: string, limit: number = EMBED_LIMITS.fieldValue): string {
  const inner = text.replaceAll(CODE_FENCE, '`\u200b`\u200b`');
  const room = limit - CODE_FENCE.length * 2 - 2;
  return `${CODE_FENCE}\n${cut(inner, room)}\n${CODE_FENCE}`;
}

/**
 * The page's address, a link when it is a plain one; shown literally when it holds characters
 * Markdown would read (a masked link smuggled into a path).
 */
function formatUrl(url: string): string {
  if (/[[\]()<>*_~|`\\]/.test(url) || url.length > EMBED_LIMITS.fieldValue) {
    return codeBlock(url);
  }
  return url;
}

/**
 * At most `limit` UTF-16 units, an ellipsis marking a cut; never half of a surrogate pair.
 */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd8_00 && last <= 0xdb_ff) end -= 1;
  return text.slice(0, Math.max(0, end)) + ELLIPSIS;
}
