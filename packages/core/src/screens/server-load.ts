/**
 * The colour of the stats page's server-load bar (spec section 4): green below 70, yellow from 70
 * to below 90, red from 90.
 */

export type ServerLoadColour = 'green' | 'yellow' | 'red';

/** Loads from this percentage on are yellow. */
export const SERVER_LOAD_YELLOW_FROM = 70;

/** Loads from this percentage on are red. */
export const SERVER_LOAD_RED_FROM = 90;

/**
 * @param loadPercent server load, 0 to 100 (values outside are not clamped: below 0 is green,
 *   above 100 red)
 * @returns the bar colour; NaN gives red, so an unknown load never looks healthy
 */
export function getServerLoadColour(loadPercent: number): ServerLoadColour {
  if (Number.isNaN(loadPercent) || loadPercent >= SERVER_LOAD_RED_FROM) return 'red';
  return loadPercent >= SERVER_LOAD_YELLOW_FROM ? 'yellow' : 'green';
}
