/**
 * Helpers for route loaders, which run on the server with the catalogue in their load context.
 * Loaders never call our own HTTP API; they read the catalogue in process.
 */
import { data } from 'react-router';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';

/**
 * @returns the configured catalogue
 * @throws a 503 response when the server runs without one
 */
export function requireCatalogue(context: ReelhouseLoadContext): CatalogueReader {
  if (context.catalogue === null) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's thrown response
    throw data({ error: 'The catalogue is not configured' }, { status: 503 });
  }
  return context.catalogue;
}

/**
 * Runs one catalogue read for a page section; a failure is logged and becomes `fallback`, so one
 * failing row does not fail the page (the row shows 'Something went wrong.' with Retry).
 */
export async function readSectionOrFallback<T>(
  context: ReelhouseLoadContext,
  what: string,
  work: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    context.logger.warn({ err: error, section: what }, 'catalogue read failed');
    return fallback;
  }
}
