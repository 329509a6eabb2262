// Per-title captions: a cue every ~3 s naming the video and the time, written as WebVTT and as
// SRT, with the markup (<i>, <b>) and the two-line cue the player's caption rendering must handle.
import { pad2, vttTime } from './format.mjs';

const CAPTION_SECONDS = 3;

/**
 * @typedef {object} Cue
 * @property {number} start seconds
 * @property {number} end seconds
 * @property {string} text cue text with <i>/<b> markup, lines separated by \n
 */

/**
 * A cue every ~3 s naming the video and the time; the second one italic and bold, the third
 * on two lines. Short clips get at least three cues, closer together.
 * @param {string} name
 * @param {number} seconds
 * @returns {Cue[]}
 */
export function captionCues(name, seconds) {
  const step = Math.min(CAPTION_SECONDS, seconds / 3);
  const count = Math.max(3, Math.floor(seconds / step + 1e-9));
  const title = escapeCueText(name);
  /** @type {Cue[]} */
  const cues = [];
  for (let n = 1; n <= count; n++) {
    const start = roundMs((n - 1) * step);
    const end = Math.min(roundMs(start + step * (5 / 6)), seconds);
    const at = clock(start);
    const text =
      n === 2
        ? `<i>${title}</i> — sample caption ${n} at <b>${at}</b>`
        : n === 3
          ? `${title} — sample caption ${n} at ${at}\nThis caption has a second line`
          : `${title} — sample caption ${n} at ${at}`;
    cues.push({ start, end, text });
  }
  return cues;
}

/**
 * @param {Cue[]} cues
 * @returns {string} a WebVTT file
 */
export function captionsVtt(cues) {
  const body = cues.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}

/**
 * @param {Cue[]} cues
 * @returns {string} an SRT file
 */
export function captionsSrt(cues) {
  const body = cues.map(
    (cue, i) =>
      `${i + 1}\n${vttTime(cue.start).replace('.', ',')} --> ${vttTime(cue.end).replace('.', ',')}\n${cue.text}\n`,
  );
  return body.join('\n');
}

/** @param {string} text */
function escapeCueText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** @param {number} seconds */
function roundMs(seconds) {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * @param {number} seconds
 * @returns {string} `M:SS`
 */
function clock(seconds) {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${pad2(whole % 60)}`;
}
