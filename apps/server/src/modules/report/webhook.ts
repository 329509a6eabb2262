/**
 * Sends one report to the operator's chat webhook (REPORT_WEBHOOK_URL) and says what came of it:
 * sent; worth retrying (no answer, a timeout, a 5xx, a 429 with its wait); or refused, by the
 * webhook itself (401, 403, 404…: its address is wrong or it was deleted) or for this one message
 * (400, 413, 422). The address is a secret (its path holds the webhook's token): nothing here
 * puts more than its origin into a message.
 */
import { createSafeFetch, SafeFetchError, type SafeFetch } from '../../http/safe-fetch';
import { buildReportMessage } from './embed';
import type { StoredErrorReport } from './repository';

export type WebhookOutcome =
  | { kind: 'sent' }
  | {
      kind: 'retry';
      /** e.g. 'HTTP 503', 'timeout', 'network: connect ECONNREFUSED 127.0.0.1:9' */
      reason: string;
      /** the wait a 429 asked for, in ms */
      retryAfterMs?: number;
    }
  | {
      kind: 'refused';
      reason: string;
      /** 'webhook': no message can get through; 'message': this one cannot */
      scope: 'webhook' | 'message';
    };

export type SendReport = (
  report: StoredErrorReport,
  signal?: AbortSignal,
) => Promise<WebhookOutcome>;

/** The longest one send may take. */
const SEND_TIMEOUT_MS = 10_000;

/** Statuses that refuse this message rather than the webhook. */
const MESSAGE_REFUSALS = new Set([400, 413, 422]);

export interface WebhookSenderOptions {
  /** the webhook's address; an operator's setting, so a private or loopback address is allowed */
  url: string;
  /** tests shorten it */
  timeoutMs?: number;
}

export function createWebhookSender(options: WebhookSenderOptions): SendReport {
  const { origin } = new URL(options.url);
  const fetch: SafeFetch = createSafeFetch({
    allowedOrigins: [origin],
    trustedOrigins: [origin],
    timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS,
    maxBytes: 64 * 1024,
    // A webhook answers; it does not send a POST elsewhere.
    maxRedirects: 0,
  });
  return async (report, signal) => {
    let response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Reelhouse report relay' },
        body: JSON.stringify(buildReportMessage(report)),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      return classifyFailure(error);
    }
    if (response.ok) return { kind: 'sent' };
    const reason = `HTTP ${response.status}`;
    if (response.status === 429) {
      const retryAfterMs = readRetryAfter(response.headers, response.text());
      return { kind: 'retry', reason, ...(retryAfterMs === null ? {} : { retryAfterMs }) };
    }
    if (response.status >= 500 || response.status === 408) return { kind: 'retry', reason };
    return {
      kind: 'refused',
      reason,
      scope: MESSAGE_REFUSALS.has(response.status) ? 'message' : 'webhook',
    };
  };
}

function classifyFailure(error: unknown): WebhookOutcome {
  if (!(error instanceof SafeFetchError)) {
    return {
      kind: 'retry',
      reason: `network: ${error instanceof Error ? error.message : 'failed'}`,
    };
  }
  switch (error.reason) {
    case 'timeout':
    case 'aborted':
      return { kind: 'retry', reason: error.reason };
    case 'network':
    case 'too-large': {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { kind: 'retry', reason: `${error.reason}${cause}` };
    }
    default:
      // not-allowed, private-address, too-many-redirects: a redirect the relay will not follow
      return { kind: 'refused', reason: error.reason, scope: 'webhook' };
  }
}

/**
 * The wait a 429 asks for, in ms: the `Retry-After` header (seconds, or an HTTP date), else
 * Discord's body field `retry_after` (seconds, fractional).
 * @returns null when neither says
 */
export function readRetryAfter(
  headers: Headers,
  body: string,
  now: number = Date.now(),
): number | null {
  const header = headers.get('retry-after')?.trim();
  if (header) {
    if (/^\d+(\.\d+)?$/.test(header)) return Math.ceil(Number(header) * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'retry_after' in parsed) {
      const seconds = parsed.retry_after;
      if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) {
        return Math.ceil(seconds * 1000);
      }
    }
  } catch {
    // not JSON: no wait given
  }
  return null;
}
