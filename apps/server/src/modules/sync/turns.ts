/**
 * Long sync work in turns: a large body (thousands of bookmarks or episodes) is validated,
 * merged, stored and answered a slice at a time, and between slices other requests get the event
 * loop, so one account's big sync never holds a page for long. A `Promise` alone would not let
 * I/O in; `setImmediate` does.
 */

/** About this much work (entries, records, rows) is done between two turns given to others. */
export const WORK_PER_TURN = 200;

/** Resolves once the event loop has handled what was waiting, I/O included. */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Calls `each` for every item, yielding to other requests whenever about `WORK_PER_TURN` units
 * of work were done since the last turn.
 * @param weight the work an item stands for (a show with 40 episodes: 41)
 */
export async function forEachInTurns<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  weight: (item: T) => number = () => 1,
): Promise<void> {
  let done = 0;
  for (const item of items) {
    each(item);
    done += weight(item);
    if (done >= WORK_PER_TURN) {
      done = 0;
      await yieldToOthers();
    }
  }
}

/** Rows read per statement by `readInPages`. */
export const ROWS_PER_PAGE = 1_000;

/**
 * Reads a long result a page at a time, giving other requests a turn between pages (on SQLite a
 * statement runs in the process: thousands of rows at once would hold it).
 * @param readPage reads the rows after `last` (all from the start without it), in key order,
 *   at most `ROWS_PER_PAGE` of them
 */
export async function readInPages<Row>(
  readPage: (last: Row | undefined) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = await readPage(undefined); ; page = await readPage(page.at(-1))) {
    rows.push(...page);
    if (page.length < ROWS_PER_PAGE) return rows;
    await yieldToOthers();
  }
}
