import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySubtitleDelayClick,
  type SubtitleDelayClick,
  type SubtitleDelayClickMemory,
} from './delay-clicks';

/** Runs clicks in order from a starting delay, as the buttons do. */
function run(start: number, clicks: readonly SubtitleDelayClick[]): number {
  let delay = start;
  let memory: SubtitleDelayClickMemory | null = null;
  for (const click of clicks) {
    ({ delay, memory } = applySubtitleDelayClick(delay, click, memory));
  }
  return delay;
}

const later = (clickCount: number): SubtitleDelayClick => ({ direction: 1, clickCount });
const earlier = (clickCount: number): SubtitleDelayClick => ({ direction: -1, clickCount });

describe('subtitle delay clicks', () => {
  it.each([
    ['one click', 0, [later(1)], 0.2],
    ['one click earlier', 0, [earlier(1)], -0.2],
    ['a key press', 6, [later(0)], 6.2],
    ['two key presses', 6, [later(0), later(0)], 6.4],
    ['a double-click within ±5 s counts both clicks', 0, [later(1), later(2)], 0.4],
    ['a double-click at exactly 5 s is not fast yet', 5, [later(1), later(2)], 5.4],
    ['a double-click beyond 5 s moves exactly 1 s', 5.2, [later(1), later(2)], 6.2],
    ['a double-click beyond 5 s earlier moves exactly 1 s', 7, [earlier(1), earlier(2)], 6],
    ['a double-click beyond −5 s earlier moves exactly 1 s', -5.2, [earlier(1), earlier(2)], -6.2],
    ['a double-click beyond −5 s later moves exactly 1 s', -8, [later(1), later(2)], -7],
    [
      'a triple-click beyond 5 s is a double-click and a click',
      6,
      [later(1), later(2), later(3)],
      7.2,
    ],
    ['two quick double-clicks beyond 5 s move 2 s', 6, [later(1), later(2), later(3), later(4)], 8],
    ['a second click on the other button is a plain click', 6, [later(1), earlier(2)], 6],
    ['a second click without a first one is a plain click', 6, [later(2)], 6.2],
  ] as const)('%s', (_name, start, clicks, expected) => {
    expect(run(start, clicks)).toBe(expected);
  });

  it('treats the second click as a plain click when the delay changed in between', () => {
    const first = applySubtitleDelayClick(6, later(1), null);
    expect(first).toEqual({
      delay: 6.2,
      memory: { direction: 1, delayBefore: 6, delayAfter: 6.2 },
    });
    // e.g. a reset between the two clicks
    expect(applySubtitleDelayClick(0, later(2), first.memory)).toEqual({
      delay: 0.2,
      memory: null,
    });
  });

  it('forgets the pair after a key press', () => {
    expect(applySubtitleDelayClick(6, later(0), null).memory).toBeNull();
  });

  it('never moves more than 1 s per click pair, nor less than 0.2 s per click', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }).map((tenths) => tenths / 10),
        fc.constantFrom<1 | -1>(1, -1),
        (start, direction) => {
          const pair = run(start, [
            { direction, clickCount: 1 },
            { direction, clickCount: 2 },
          ]);
          const moved = Math.round((pair - start) * direction * 10) / 10;
          expect(moved === 0.4 || moved === 1).toBe(true);
          expect(moved === 1).toBe(Math.abs(start) > 5);
        },
      ),
    );
  });
});
