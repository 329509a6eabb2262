/**
 * Rules of the error screen's "Report This Issue" (spec sections 2, 4, 7 and 9): limits and the
 * button's states. The wire schema is in `error-report-schema` (kept apart: it pulls in zod).
 */
/** Stack traces are cut to this many characters before they are sent or stored. */
export const STACK_TRACE_LIMIT = 1000;

/** Longest accepted "what were you doing" text, in characters. */
export const REPORT_MESSAGE_LIMIT = 2000;

/**
 * Cuts a stack trace to {@link STACK_TRACE_LIMIT} characters.
 * @returns the trace unchanged when short enough, else its first 1000 characters
 */
export function truncateStack(stack: string): string {
  return stack.length > STACK_TRACE_LIMIT ? stack.slice(0, STACK_TRACE_LIMIT) : stack;
}

/** Lifecycle of the report button: sending and sent lock it (spec section 4, "Error report"). */
export type ErrorReportState = 'idle' | 'sending' | 'sent' | 'failed';

/** Whether the report button may be pressed in this state. */
export function canSendErrorReport(state: ErrorReportState): boolean {
  return state === 'idle' || state === 'failed';
}
