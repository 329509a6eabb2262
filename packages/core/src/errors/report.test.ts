import { describe, expect, it } from 'vitest';
import { STACK_TRACE_LIMIT, canSendErrorReport, truncateStack } from './report';
import { errorReportSchema } from './report-schema';

const valid = {
  name: 'TypeError',
  message: 'x is undefined',
  url: 'http://localhost:3000/movies',
  userMessage: '  clicking a poster  ',
  userAgent: 'Mozilla/5.0',
  stack: 'TypeError: x is undefined\n    at f (app.js:1:1)',
  occurredAt: 1_700_000_000_000,
};

describe('truncateStack', () => {
  it('cuts stack traces to 1000 characters', () => {
    expect(truncateStack('a'.repeat(5000))).toHaveLength(STACK_TRACE_LIMIT);
    expect(STACK_TRACE_LIMIT).toBe(1000);
  });

  it('leaves a short trace unchanged', () => {
    expect(truncateStack('short')).toBe('short');
  });
});

describe('errorReportSchema', () => {
  it('accepts a full report and trims what the user typed', () => {
    const parsed = errorReportSchema.parse(valid);
    expect(parsed.userMessage).toBe('clicking a poster');
  });

  it('defaults the user message to empty when the user wrote nothing', () => {
    const { userMessage: _omitted, ...rest } = valid;
    expect(errorReportSchema.parse(rest).userMessage).toBe('');
  });

  it('refuses a stack longer than the limit instead of storing it', () => {
    expect(errorReportSchema.safeParse({ ...valid, stack: 'a'.repeat(1001) }).success).toBe(false);
  });

  it('refuses addresses that are not web pages', () => {
    expect(errorReportSchema.safeParse({ ...valid, url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('refuses unknown fields', () => {
    expect(errorReportSchema.safeParse({ ...valid, webhook: 'x' }).success).toBe(false);
  });
});

describe('canSendErrorReport', () => {
  it('locks the button while sending and after success', () => {
    expect(canSendErrorReport('sending')).toBe(false);
    expect(canSendErrorReport('sent')).toBe(false);
  });

  it('lets the user try again after a failure', () => {
    expect(canSendErrorReport('idle')).toBe(true);
    expect(canSendErrorReport('failed')).toBe(true);
  });
});
