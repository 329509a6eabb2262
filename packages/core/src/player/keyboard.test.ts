import { describe, expect, it } from 'vitest';
import {
  getPlayerCommand,
  isKeyKeptByTarget,
  stepPlaybackSpeed,
  stepVolume,
  type KeyTarget,
} from './keyboard';

describe('getPlayerCommand', () => {
  it.each([
    [' ', 'toggle-play'],
    ['Spacebar', 'toggle-play'],
    ['k', 'toggle-play'],
    ['K', 'toggle-play'],
    ['j', 'seek-back'],
    ['ArrowLeft', 'seek-back'],
    ['l', 'seek-forward'],
    ['ArrowRight', 'seek-forward'],
    ['ArrowUp', 'volume-up'],
    ['ArrowDown', 'volume-down'],
    ['f', 'toggle-fullscreen'],
    ['F', 'toggle-fullscreen'],
    ['m', 'toggle-mute'],
    ['c', 'toggle-captions'],
    ['<', 'speed-down'],
    ['>', 'speed-up'],
  ])('maps %j to %s', (key, command) => {
    expect(getPlayerCommand({ key })).toBe(command);
  });

  it('reads Shift with comma and period as < and >', () => {
    expect(getPlayerCommand({ key: ',', shiftKey: true })).toBe('speed-down');
    expect(getPlayerCommand({ key: '.', shiftKey: true })).toBe('speed-up');
    expect(getPlayerCommand({ key: ',' })).toBeNull();
    expect(getPlayerCommand({ key: '.' })).toBeNull();
  });

  it('leaves presses with Ctrl, Alt or Meta to the browser', () => {
    expect(getPlayerCommand({ key: 'f', ctrlKey: true })).toBeNull();
    expect(getPlayerCommand({ key: 'l', altKey: true })).toBeNull();
    expect(getPlayerCommand({ key: 'c', metaKey: true })).toBeNull();
  });

  it('ignores other keys, including names inherited from Object', () => {
    for (const key of ['a', 'Enter', 'Escape', 'Tab', 'constructor', 'toString', '']) {
      expect(getPlayerCommand({ key })).toBeNull();
    }
  });
});

const element = (tagName: string, extra: Partial<KeyTarget> = {}): KeyTarget => ({
  tagName,
  ...extra,
});

describe('isKeyKeptByTarget', () => {
  it('keeps every key for text fields and editable content', () => {
    expect(isKeyKeptByTarget(element('INPUT', { inputType: 'text' }), 'k')).toBe(true);
    expect(isKeyKeptByTarget(element('input', { inputType: 'search' }), ' ')).toBe(true);
    expect(isKeyKeptByTarget(element('INPUT'), 'f')).toBe(true);
    expect(isKeyKeptByTarget(element('TEXTAREA'), 'm')).toBe(true);
    expect(isKeyKeptByTarget(element('SELECT'), 'ArrowDown')).toBe(true);
    expect(isKeyKeptByTarget(element('DIV', { isContentEditable: true }), 'c')).toBe(true);
  });

  it('keeps every key inside open menus', () => {
    for (const role of [
      'menu',
      'menuitem',
      'menuitemradio',
      'menuitemcheckbox',
      'listbox',
      'option',
    ]) {
      expect(isKeyKeptByTarget(element('DIV', { role }), 'k')).toBe(true);
    }
  });

  it('lets a focused slider or radio keep the arrow keys, not the letters', () => {
    const seekBar = element('INPUT', { inputType: 'range' });
    expect(isKeyKeptByTarget(seekBar, 'ArrowLeft')).toBe(true);
    expect(isKeyKeptByTarget(seekBar, 'ArrowUp')).toBe(true);
    expect(isKeyKeptByTarget(seekBar, 'k')).toBe(false);
    expect(isKeyKeptByTarget(element('DIV', { role: 'slider' }), 'ArrowRight')).toBe(true);
    expect(isKeyKeptByTarget(element('INPUT', { inputType: 'radio' }), 'ArrowDown')).toBe(true);
    expect(isKeyKeptByTarget(element('BUTTON', { role: 'radio' }), 'ArrowDown')).toBe(true);
  });

  it('lets buttons and links keep Space and Enter, not the other shortcuts', () => {
    expect(isKeyKeptByTarget(element('BUTTON'), ' ')).toBe(true);
    expect(isKeyKeptByTarget(element('A'), 'Enter')).toBe(true);
    expect(isKeyKeptByTarget(element('DIV', { role: 'button' }), ' ')).toBe(true);
    expect(isKeyKeptByTarget(element('INPUT', { inputType: 'checkbox' }), ' ')).toBe(true);
    expect(isKeyKeptByTarget(element('BUTTON'), 'k')).toBe(false);
    expect(isKeyKeptByTarget(element('BUTTON'), 'ArrowLeft')).toBe(false);
  });

  it('keeps nothing for the player surface itself or without focus', () => {
    expect(isKeyKeptByTarget(element('DIV', { role: 'dialog' }), ' ')).toBe(false);
    expect(isKeyKeptByTarget(element('VIDEO', { role: null }), 'ArrowLeft')).toBe(false);
    expect(isKeyKeptByTarget(null, ' ')).toBe(false);
  });
});

describe('stepVolume', () => {
  it('moves by 0.1 without floating-point dust', () => {
    expect(stepVolume(0.7, 1)).toBe(0.8);
    expect(stepVolume(0.3, -1)).toBe(0.2);
    expect(stepVolume(0.1, 1)).toBe(0.2);
  });

  it('stays within 0 and 1', () => {
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(1, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
    expect(stepVolume(Number.NaN, -1)).toBe(0.9);
  });
});

describe('stepPlaybackSpeed', () => {
  it('walks through the eight speeds', () => {
    expect(stepPlaybackSpeed(1, 1)).toBe(1.25);
    expect(stepPlaybackSpeed(1, -1)).toBe(0.75);
    expect(stepPlaybackSpeed(0.5, -1)).toBe(0.25);
  });

  it('stays at 0.25 and 2 at the ends', () => {
    expect(stepPlaybackSpeed(0.25, -1)).toBe(0.25);
    expect(stepPlaybackSpeed(2, 1)).toBe(2);
  });

  it('starts from the nearest listed speed when the current one is unlisted', () => {
    expect(stepPlaybackSpeed(1.1, 1)).toBe(1.25);
    expect(stepPlaybackSpeed(3, -1)).toBe(1.75);
  });
});
