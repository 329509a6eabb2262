/**
 * The subtitle delay buttons' click rule (spec section 5: "delay changes by 0.2 s (1 s on
 * double-click when delay above 5)"), without counting a double-click's clicks on top of it.
 *
 * Every click applies at once (no waiting to see whether a second click follows), 0.2 s each.
 * The second click of a double-click (the browser's click count reaching 2, 4, …) on the same
 * button, when nothing else changed the delay in between, completes the pair: if the delay before
 * the pair was beyond ±5 s, the pair moves it by exactly 1 s from there (the first click's 0.2 s is
 * replaced, not added); otherwise the second click is one more 0.2 s step, so quick clicking near
 * zero loses nothing. Keyboard presses (click count 0) are always single steps.
 */
import {
  getSubtitleDelayStep,
  roundToTenth,
  stepSubtitleDelay,
  SUBTITLE_DELAY_STEP_SECONDS,
} from './settings';

/** One press of a delay button. */
export interface SubtitleDelayClick {
  /** 1: later (+), -1: earlier (−) */
  direction: 1 | -1;
  /** the browser's click count (`MouseEvent.detail`): 1, 2, 3… for pointer clicks, 0 for keys */
  clickCount: number;
}

/** What the buttons remember from the first click of a possible double-click. */
export interface SubtitleDelayClickMemory {
  direction: 1 | -1;
  /** the delay before the first click, seconds */
  delayBefore: number;
  /** the delay the first click left, seconds */
  delayAfter: number;
}

export interface SubtitleDelayClickOutcome {
  /** the new delay, seconds, rounded to one decimal */
  delay: number;
  /** pass it to the next click; null when no pair is open */
  memory: SubtitleDelayClickMemory | null;
}

function completesPair(
  delaySeconds: number,
  click: SubtitleDelayClick,
  memory: SubtitleDelayClickMemory | null,
): memory is SubtitleDelayClickMemory {
  return (
    click.clickCount >= 2 &&
    click.clickCount % 2 === 0 &&
    memory !== null &&
    memory.direction === click.direction &&
    roundToTenth(memory.delayAfter) === roundToTenth(delaySeconds)
  );
}

/**
 * @param delaySeconds the current delay (positive shows subtitles later)
 * @param click which button and the click count
 * @param memory what the previous click returned (null at first)
 * @returns the new delay and what to remember for the next click
 */
export function applySubtitleDelayClick(
  delaySeconds: number,
  click: SubtitleDelayClick,
  memory: SubtitleDelayClickMemory | null,
): SubtitleDelayClickOutcome {
  if (completesPair(delaySeconds, click, memory)) {
    const isFastStep = getSubtitleDelayStep(memory.delayBefore, true) > SUBTITLE_DELAY_STEP_SECONDS;
    const delay = isFastStep
      ? stepSubtitleDelay(memory.delayBefore, click.direction, true)
      : stepSubtitleDelay(delaySeconds, click.direction, false);
    return { delay, memory: null };
  }
  const delay = stepSubtitleDelay(delaySeconds, click.direction, false);
  const isFirstOfPair = click.clickCount >= 1 && click.clickCount % 2 === 1;
  return {
    delay,
    memory: isFirstOfPair
      ? { direction: click.direction, delayBefore: delaySeconds, delayAfter: delay }
      : null,
  };
}
