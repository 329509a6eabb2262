import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from '~/lib/api-client';
import {
  describeSentRequest,
  NETWORK_PROBLEM,
  readPartnerRequestAnswer,
  SEND_FAILED,
  TOO_MANY_REQUESTS,
} from './partner-request-answer';

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

describe('readPartnerRequestAnswer', () => {
  it('reads 201 as sent', () => {
    expect(readPartnerRequestAnswer(answer(201, { id: '1' }))).toEqual({ kind: 'sent' });
  });

  it('reads a 400’s issues as field messages', () => {
    expect(
      readPartnerRequestAnswer(
        answer(400, { error: 'Invalid request', issues: [{ path: 'email', message: 'Bad' }] }),
      ),
    ).toEqual({ kind: 'invalid', errors: { email: 'Bad' }, problem: null });
  });

  it('shows a 400’s error when no issue names a field (a NUL character, an unknown key)', () => {
    expect(readPartnerRequestAnswer(answer(400, { error: 'Text may not contain NUL' }))).toEqual({
      kind: 'invalid',
      errors: {},
      problem: 'Text may not contain NUL',
    });
    expect(readPartnerRequestAnswer(answer(400, null))).toMatchObject({ problem: SEND_FAILED });
  });

  it('asks to wait on 429 and to retry when the network failed', () => {
    expect(readPartnerRequestAnswer(answer(429, { error: 'slow down' }))).toEqual({
      kind: 'failed',
      problem: TOO_MANY_REQUESTS,
    });
    expect(TOO_MANY_REQUESTS).toBe('Too many requests, please try again later.');
    expect(readPartnerRequestAnswer(null)).toEqual({ kind: 'failed', problem: NETWORK_PROBLEM });
  });

  it('adds the server’s reason to a general failure', () => {
    expect(readPartnerRequestAnswer(answer(403, { error: 'Forbidden origin' }))).toEqual({
      kind: 'failed',
      problem: `${SEND_FAILED} (Forbidden origin)`,
    });
    expect(readPartnerRequestAnswer(answer(500, 'oops'))).toEqual({
      kind: 'failed',
      problem: SEND_FAILED,
    });
  });
});

it('thanks with the address the reply goes to', () => {
  expect(describeSentRequest('a@b.co')).toBe(
    'Thanks! We read every request and will reach you at a@b.co.',
  );
});
