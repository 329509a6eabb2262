/**
 * Texts the error screen shows for a failed route (spec section 8, "Routing").
 */

const ROUTE_ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'No route matches URL',
  405: 'Method Not Allowed',
};

/** The default text for anything that is not one of the known statuses. */
export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

/**
 * @param status the HTTP status of a route error response, or null for a thrown error
 * @returns the spec's text for 400, 403, 404 and 405; 'Unexpected Application Error!' otherwise
 */
export function describeRouteError(status: number | null): string {
  return (status === null ? undefined : ROUTE_ERROR_TEXTS[status]) ?? UNEXPECTED_ERROR_TEXT;
}
