import { STACK_TRACE_LIMIT } from '@reelhouse/core/errors/report';
import { describe, expect, it } from 'vitest';
import { buildReportMessage, EMBED_LIMITS } from './embed';
import type { StoredErrorReport } from './repository';

function report(overrides: Partial<StoredErrorReport> = {}): StoredErrorReport {
  return {
    id: 'report-1',
    receivedAt: Date.UTC(2026, 0, 1, 12),
    occurredAt: Date.UTC(2026, 0, 1, 11, 59, 30),
    requestId: 'req-1',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'poster')",
    url: 'https://reelhouse.example/title/42',
    status: 500,
    userMessage: 'I clicked a poster',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    stack: 'TypeError: boom\n    at Poster (poster.tsx:7:9)',
    relayedAt: null,
    ...overrides,
  };
}

function embedOf(stored: StoredErrorReport) {
  const [embed] = buildReportMessage(stored).embeds;
  if (!embed) throw new Error('no embed');
  const field = (name: string) => embed.fields.find((f) => f.name === name)?.value;
  return { embed, field };
}

function totalLength(stored: StoredErrorReport): number {
  const { embed } = embedOf(stored);
  return (
    embed.title.length +
    (embed.description?.length ?? 0) +
    embed.footer.text.length +
    embed.fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0)
  );
}

describe('the webhook message of an error report', () => {
  it("carries the spec's fields: name, message, URL, status, report message, browser, stack, time", () => {
    const message = buildReportMessage(report());

    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.embeds).toHaveLength(1);
    const { embed, field } = embedOf(report());
    expect(embed.title).toBe('TypeError');
    expect(embed.description).toBe(
      "```\nCannot read properties of undefined (reading 'poster')\n```",
    );
    expect(field('URL')).toBe('https://reelhouse.example/title/42');
    expect(field('Status')).toBe('500');
    expect(field('Report message')).toBe('```\nI clicked a poster\n```');
    expect(field('Browser')).toBe('```\nMozilla/5.0 (X11; Linux x86_64) Firefox/140.0\n```');
    expect(field('Stack trace')).toBe('```\nTypeError: boom\n    at Poster (poster.tsx:7:9)\n```');
    expect(embed.timestamp).toBe('2026-01-01T11:59:30.000Z');
    expect(embed.footer.text).toContain('report-1');
  });

  it('cuts the stack trace to 1000 characters', () => {
    const stack = 'x'.repeat(STACK_TRACE_LIMIT) + 'BEYOND';
    const { field } = embedOf(report({ stack }));

    expect(field('Stack trace')).toBe('```\n' + 'x'.repeat(STACK_TRACE_LIMIT) + '\n```');
  });

  it('says none for a missing status, stack, report message and browser', () => {
    const { field } = embedOf(
      report({ status: null, stack: null, userMessage: ' ', userAgent: '' }),
    );

    expect(field('Status')).toBe('none');
    expect(field('Stack trace')).toBe('(none)');
    expect(field('Report message')).toBe('(none)');
    expect(field('Browser')).toBe('(unknown)');
  });

  it("keeps every text within Discord's limits, the whole embed under 6000 characters", () => {
    const long = report({
      name: 'N'.repeat(300),
      message: 'm'.repeat(2000),
      url: `https://reelhouse.example/${'p'.repeat(2040)}`,
      userMessage: '字'.repeat(2000),
      userAgent: 'a'.repeat(512),
      stack: 's'.repeat(1000),
    });
    const { embed } = embedOf(long);

    expect(embed.title.length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect(embed.description?.length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect(embed.fields.length).toBeLessThanOrEqual(25);
    for (const field of embed.fields) {
      expect(field.value.length).toBeGreaterThan(0);
      expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    }
    expect(totalLength(long)).toBeLessThanOrEqual(EMBED_LIMITS.total);
    expect(embed.fields.find((f) => f.name === 'Report message')?.value).toMatch(/…\n```$/);
  });

  it('never cuts an emoji in half', () => {
    const { field } = embedOf(report({ userMessage: '🎬'.repeat(600) }));
    const value = field('Report message') ?? '';

    expect(value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    expect(value).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('shows what a visitor typed literally: a code fence cannot close the block early', () => {
    const { field } = embedOf(
      report({ userMessage: '```\n@everyone [free](https://evil.example)' }),
    );
    const value = field('Report message') ?? '';

    expect(value.startsWith('```\n')).toBe(true);
    expect(value.endsWith('\n```')).toBe(true);
    expect(value.slice(3, -3)).not.toContain('```');
  });

  it('shows a page address that holds Markdown characters in a code block, a plain one as a link', () => {
    const smuggled = 'https://reelhouse.example/[click](https://evil.example)';

    expect(embedOf(report({ url: smuggled })).field('URL')).toBe('```\n' + smuggled + '\n```');
    expect(embedOf(report()).field('URL')).toBe('https://reelhouse.example/title/42');
  });
});
