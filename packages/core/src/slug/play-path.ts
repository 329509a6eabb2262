/**
 * Links that open a title and start playing it (spec section 2: "Query play=true starts loading
 * and playing automatically"), e.g. a hero's Watch button or a Continue Watching card.
 */

/**
 * @param mediaPath a title or episode path from `buildMediaPath` / `buildEpisodePath`
 * @returns the path with `play=true` added to its query ('/movies/603-the-matrix?play=true')
 */
export function buildPlayPath(mediaPath: string): string {
  return `${mediaPath}${mediaPath.includes('?') ? '&' : '?'}play=true`;
}
