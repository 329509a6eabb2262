/** The body of `POST /api/report`, as the browser sends it and the server validates it. */
import { z } from 'zod';
import { REPORT_MESSAGE_LIMIT, STACK_TRACE_LIMIT } from './report';

/** Body of `POST /api/report`. Unknown keys are rejected so typos surface as 400s. */
export const errorReportSchema = z.strictObject({
  /** error name, e.g. "TypeError", or "Error 500" for a route error response */
  name: z.string().trim().min(1).max(200),
  message: z.string().max(2000),
  /** page address where the error happened */
  url: z.url({ protocol: /^https?$/ }).max(2048),
  /** HTTP status when the error was a route error response */
  status: z.number().int().min(100).max(599).optional(),
  /** what the user says they were doing; may be empty */
  userMessage: z.string().trim().max(REPORT_MESSAGE_LIMIT).default(''),
  userAgent: z.string().max(512).default(''),
  stack: z.string().max(STACK_TRACE_LIMIT).optional(),
  /** when the error happened in the browser, ms since the epoch */
  occurredAt: z.number().int().nonnegative(),
});

export type ErrorReport = z.infer<typeof errorReportSchema>;
export type ErrorReportInput = z.input<typeof errorReportSchema>;
