/**
 * Bytes the `/media` routes sent, counted where the server writes them: the connection's
 * `bytesWritten` when the answer is over, less what it was before. Nothing sits in the stream's
 * path, so streaming is exactly as fast; range answers, and answers a client broke off, count what
 * really went out (with the few hundred bytes of headers). Only answers carrying media (200, 206)
 * count: a 304, 404 or 403 sent no media.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The path prefix whose answers are counted. */
const MEDIA_PREFIX = '/media/';

/**
 * Counts the answer to `req` with `count` when it is for `/media`; does nothing otherwise.
 * Call it first thing in the server's request listener.
 */
export function countMediaResponse(
  req: IncomingMessage,
  res: ServerResponse,
  count: (bytes: number) => void,
): void {
  if (req.url?.startsWith(MEDIA_PREFIX) !== true) return;
  const socket = req.socket;
  const before = socket.bytesWritten;
  res.once('close', () => {
    if (res.statusCode !== 200 && res.statusCode !== 206) return;
    const sent = socket.bytesWritten - before;
    if (sent > 0) count(sent);
  });
}
