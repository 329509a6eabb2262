/**
 * What the partnership form shows for the server's answer to POST /api/partners: 201 is sent,
 * 400 names the fields to fix, 429 asks to wait; anything else is a general failure.
 */
import type { JsonAnswer } from '~/lib/api-client';
import { toFieldErrors, type PartnerFieldErrors } from './partner-request-fields';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';
export const NETWORK_PROBLEM =
  'Your request could not be sent: check your connection and try again.';
export const SEND_FAILED = 'Your request could not be sent. Please try again.';

export type PartnerRequestOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: PartnerFieldErrors; problem: string | null }
  | { kind: 'failed'; problem: string };

function readIssues(body: unknown): { path: string; message: string }[] {
  if (typeof body !== 'object' || body === null || !('issues' in body)) return [];
  const { issues } = body;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) =>
    typeof issue === 'object' &&
    issue !== null &&
    'path' in issue &&
    'message' in issue &&
    typeof issue.path === 'string' &&
    typeof issue.message === 'string'
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

function readError(body: unknown): string | null {
  return typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'string'
    ? body.error
    : null;
}

/** @param answer the server's answer, or null when the network failed */
export function readPartnerRequestAnswer(answer: JsonAnswer | null): PartnerRequestOutcome {
  if (answer === null) return { kind: 'failed', problem: NETWORK_PROBLEM };
  if (answer.ok) return { kind: 'sent' };
  if (answer.status === 429) return { kind: 'failed', problem: TOO_MANY_REQUESTS };
  if (answer.status === 400) {
    const errors = toFieldErrors(readIssues(answer.body));
    const hasFieldErrors = Object.keys(errors).length > 0;
    return {
      kind: 'invalid',
      errors,
      problem: hasFieldErrors ? null : (readError(answer.body) ?? SEND_FAILED),
    };
  }
  const reason = readError(answer.body);
  return { kind: 'failed', problem: reason === null ? SEND_FAILED : `${SEND_FAILED} (${reason})` };
}

/** The text that replaces the form once the request is stored. */
export function describeSentRequest(email: string): string {
  return `Thanks! We read every request and will reach you at ${email}.`;
}
