import { describe, expect, it } from 'vitest';
import { forEachInTurns, WORK_PER_TURN } from './turns';

/** Counts the turns other work gets while `run` goes on (a setImmediate chain). */
async function turnsOthersGetDuring(run: () => Promise<void>): Promise<number> {
  let turns = 0;
  let isRunning = true;
  const other = () => {
    if (!isRunning) return;
    turns += 1;
    setImmediate(other);
  };
  setImmediate(other);
  await run();
  isRunning = false;
  return turns;
}

describe('work in turns', () => {
  it('lets other work run between slices of a long piece of work, not within a short one', async () => {
    const count = (n: number) => Array.from({ length: n }, (_, i) => i);

    const long = await turnsOthersGetDuring(() =>
      forEachInTurns(count(WORK_PER_TURN * 3), () => 0),
    );
    const short = await turnsOthersGetDuring(() =>
      forEachInTurns(count(WORK_PER_TURN - 1), () => 0),
    );

    expect(long).toBeGreaterThanOrEqual(3);
    expect(short).toBe(0);
  });

  it('counts heavy items by their weight', async () => {
    const heavy = await turnsOthersGetDuring(() =>
      forEachInTurns(
        [1, 2, 3, 4],
        () => 0,
        () => WORK_PER_TURN,
      ),
    );
    expect(heavy).toBeGreaterThanOrEqual(4);
  });
});
