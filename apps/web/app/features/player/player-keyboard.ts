/**
 * The player's shortcuts (core keyboard.ts) on its root element: a key runs its command unless
 * the focused control keeps it (text fields, menus, sliders' arrows, buttons' Space) or focus is
 * in one of the player's popovers.
 */
import {
  getPlayerCommand,
  isKeyKeptByTarget,
  type PlayerCommand,
} from '@reelhouse/core/player/keyboard';
import { useEffect, useRef } from 'react';

/** Marks an element whose keys the shortcuts leave alone (the subtitles panel, prompts). */
export const POPOVER_ATTRIBUTE = 'data-player-popover';

function describeTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return null;
  return {
    tagName: target.tagName,
    inputType: target instanceof HTMLInputElement ? target.type : '',
    role: target.getAttribute('role'),
    isContentEditable: target.isContentEditable,
  };
}

/** @returns true when the key ran a command (its default action is then prevented) */
export function handlePlayerKeyDown(
  event: KeyboardEvent,
  commands: Readonly<Record<PlayerCommand, () => void>>,
): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const command = getPlayerCommand(event);
  if (command === null) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(`[${POPOVER_ATTRIBUTE}]`) !== null) return false;
  if (isKeyKeptByTarget(describeTarget(target), event.key)) return false;
  event.preventDefault();
  commands[command]();
  return true;
}

/**
 * Listens to key presses anywhere in the player's root element (the dialog, which holds the
 * focus at first, and the menus portalled into it). `onKeyDown` may change on every render.
 */
export function useRootKeyDown(
  root: HTMLElement | null,
  onKeyDown: (event: KeyboardEvent) => void,
) {
  const handlerRef = useRef(onKeyDown);
  useEffect(() => {
    handlerRef.current = onKeyDown;
  });
  useEffect(() => {
    if (root === null) return;
    const listener = (event: KeyboardEvent) => handlerRef.current(event);
    root.addEventListener('keydown', listener);
    return () => root.removeEventListener('keydown', listener);
  }, [root]);
}
