// Number and time spellings shared by the file names, the captions and the thumbnail track.

/**
 * @param {number} n
 * @returns {string} `n` with at least two digits
 */
export function pad2(n) {
  return String(n).padStart(2, '0');
}

/**
 * @param {number} seconds
 * @returns {string} `HH:MM:SS.mmm`
 */
export function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(ms % 1000).padStart(3, '0')}`;
}
