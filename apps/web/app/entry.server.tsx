/**
 * Server rendering: the whole page, finished before it is sent (every loader runs in process, so
 * that is quick), so that the server can hash its inline scripts for the Content-Security-Policy.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // The whole page is rendered before it is sent, so every Suspense boundary is complete:
        // keep each in place in the HTML. With React's default (12,800 bytes), boundaries after
        // the first chunk are sent as hidden templates that an inline script moves into place
        // later, which makes the page jump.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          statusCode = 500;
          // Errors after the shell are streamed to the client's error boundary; log them here.
          if (shellRendered) loadContext.logger.error({ err: error }, 'streaming render failed');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Loader, action and render errors: logged through the server's logger with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { logger } = context as AppLoadContext;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error)) {
    logger.warn({ status: error.status, path }, 'route answered with an error response');
  } else {
    logger.error({ err: error, path }, 'page failed');
  }
};
