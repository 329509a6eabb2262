/** Turns whatever a route threw into what the error screen shows and what a report carries. */
import { truncateStack } from '@reelhouse/core/errors/report';
import { describeRouteError } from '@reelhouse/core/errors/route-errors';
import { isRouteErrorResponse } from 'react-router';

export interface DescribedError {
  /** HTTP status of a route error response, else null */
  status: number | null;
  /** the spec's routing text: 'No route matches URL', 'Unexpected Application Error!'... */
  text: string;
  name: string;
  message: string;
  stack: string | undefined;
}

export function describeError(error: unknown): DescribedError {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return {
      status: error.status,
      text: describeRouteError(error.status),
      name: `Error ${error.status}`,
      message: detail || describeRouteError(error.status),
      stack: undefined,
    };
  }
  if (error instanceof Error) {
    return {
      status: null,
      text: describeRouteError(null),
      name: error.name || 'Error',
      message: error.message,
      stack: error.stack ? truncateStack(error.stack) : undefined,
    };
  }
  return {
    status: null,
    text: describeRouteError(null),
    name: 'Error',
    message: String(error),
    stack: undefined,
  };
}
