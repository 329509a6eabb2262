/**
 * The origin canonical and OpenGraph links name. A request's Host is chosen by whoever sends it,
 * and pages are cached and shared, so it is used only when the operator listed it (PUBLIC_URL);
 * otherwise the first listed origin, or http://localhost:<port> when none is listed (the server
 * warns about that at start in production).
 */
export function resolvePublicOrigin(
  requestOrigin: string,
  publicOrigins: readonly string[],
  port: number,
): string {
  if (publicOrigins.includes(requestOrigin)) return requestOrigin;
  return publicOrigins[0] ?? `http://localhost:${String(port)}`;
}
