/**
 * The player's keyboard shortcuts: which key does what, when the focused element keeps a key for
 * itself, and the volume and speed steps the keys take. The web app listens and carries them out.
 */
import {
  clampVolume,
  normalisePlaybackSpeed,
  PLAYBACK_SPEEDS,
  type PlaybackSpeed,
} from './playback';

/** What a shortcut asks the player to do. */
export type PlayerCommand =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'volume-up'
  | 'volume-down'
  | 'toggle-fullscreen'
  | 'toggle-mute'
  | 'toggle-captions'
  | 'speed-down'
  | 'speed-up';

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyPress {
  /** KeyboardEvent.key: ' ', 'k', 'ArrowLeft', '<', … */
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** Keys by meaning; letters are matched in either case (Caps Lock, Shift). */
const KEY_COMMANDS: Readonly<Record<string, PlayerCommand>> = {
  ' ': 'toggle-play',
  spacebar: 'toggle-play',
  k: 'toggle-play',
  j: 'seek-back',
  arrowleft: 'seek-back',
  l: 'seek-forward',
  arrowright: 'seek-forward',
  arrowup: 'volume-up',
  arrowdown: 'volume-down',
  f: 'toggle-fullscreen',
  m: 'toggle-mute',
  c: 'toggle-captions',
  '<': 'speed-down',
  '>': 'speed-up',
};

/**
 * @returns the command of a key press: space or k play/pause; j or ArrowLeft back 10 s; l or
 *   ArrowRight forward 10 s; ArrowUp/ArrowDown volume; f fullscreen; m mute; c captions; '<' and
 *   '>' (or Shift with ',' and '.', for layouts that report those) slower and faster. Presses with
 *   Ctrl, Alt or Meta are left to the browser (null).
 */
export function getPlayerCommand(press: KeyPress): PlayerCommand | null {
  if (press.ctrlKey === true || press.altKey === true || press.metaKey === true) return null;
  if (press.shiftKey === true && press.key === ',') return 'speed-down';
  if (press.shiftKey === true && press.key === '.') return 'speed-up';
  const key = press.key.toLowerCase();
  return Object.hasOwn(KEY_COMMANDS, key) ? (KEY_COMMANDS[key] ?? null) : null;
}

/** The focused element, as far as shortcuts care. */
export interface KeyTarget {
  /** upper-case tag name, e.g. 'INPUT', 'BUTTON' */
  tagName: string;
  /** the `type` of an input element ('text', 'range', …); empty otherwise */
  inputType?: string;
  /** the ARIA role, if any */
  role?: string | null;
  isContentEditable?: boolean;
}

/** Input types that take no typed text (shortcuts stay on in them, except their own keys). */
const NON_TEXT_INPUT_TYPES = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);
const MENU_ROLES = new Set([
  'menu',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'listbox',
  'option',
]);
const BUTTON_ROLES = new Set(['button', 'radio', 'checkbox', 'switch', 'tab', 'link']);
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * Whether the focused element keeps this key for itself, so the shortcut must not run:
 * - text fields (input of a text type, textarea, select, contenteditable) and open menus keep
 *   every key;
 * - sliders and radio buttons keep the arrow keys (a focused seek bar moves itself);
 * - buttons, links and their kind keep Space and Enter (they activate themselves).
 */
export function isKeyKeptByTarget(target: KeyTarget | null, key: string): boolean {
  if (target === null) return false;
  const tag = target.tagName.toUpperCase();
  const role = target.role ?? '';
  if (target.isContentEditable === true || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (MENU_ROLES.has(role)) return true;
  const inputType = (target.inputType ?? '').toLowerCase();
  if (tag === 'INPUT' && !NON_TEXT_INPUT_TYPES.has(inputType)) return true;
  const keepsArrows =
    role === 'slider' || role === 'radio' || inputType === 'range' || inputType === 'radio';
  if (keepsArrows && ARROW_KEYS.has(key)) return true;
  const isPressable = tag === 'BUTTON' || tag === 'A' || tag === 'INPUT' || BUTTON_ROLES.has(role);
  return isPressable && (key === ' ' || key === 'Enter');
}

/** How much ArrowUp and ArrowDown change the volume. */
export const VOLUME_STEP = 0.1;

/**
 * @param volume the current volume, 0 to 1
 * @param direction 1 louder, -1 quieter
 * @returns the volume one step (0.1) away, clamped to [0, 1] and rounded to two decimals
 */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return clampVolume(Math.round((clampVolume(volume) + direction * VOLUME_STEP) * 100) / 100);
}

/**
 * @param speed the current speed (an unlisted speed counts as the nearest listed one)
 * @param direction 1 faster, -1 slower
 * @returns the next of the eight speeds in that direction; stays at 0.25 and 2 at the ends
 */
export function stepPlaybackSpeed(speed: number, direction: 1 | -1): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(normalisePlaybackSpeed(speed));
  const next = Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, index + direction));
  return PLAYBACK_SPEEDS[next] ?? normalisePlaybackSpeed(speed);
}
