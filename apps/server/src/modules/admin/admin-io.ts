/**
 * What every operator command shares (`npm run admin -- …`): the usage text, where lines go, the
 * exit codes, and the aligned table.
 */

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  users list                                   every account, with its synced items
  users donator <username|email> on|off        show or hide the donator badge
  users delete <username|email> --yes          delete the account and all its data
                                               (sessions, bookmarks, watch progress)
  reports list [--limit N]                     the newest error reports (20 by default),
                                               relayed to the chat webhook or pending
  partners list [--all]                        open partnership requests (--all: closed too)
  partners done <id>                           close a partnership request
  tokens issue <username|email> [--days N]     issue a 4K personal token (365 days by
                                               default), printed once
  tokens revoke <username|email|token-id>      withdraw one token, or all of a user's`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_NOT_FOUND = 1;
export const EXIT_USAGE = 2;

/** Says what is wrong (if anything), then the usage, on standard error. */
export function usage(io: AdminIo, problem: string | null): number {
  if (problem) io.err(problem);
  io.err(ADMIN_USAGE);
  return EXIT_USAGE;
}

/**
 * Rows as aligned text lines, the header first; the columns listed in `rightAligned` (numbers)
 * are padded on the left.
 */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  rightAligned: ReadonlySet<number> = new Set(),
): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return rightAligned.has(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A time as the operator reads it: `2026-01-02 10:04:05 UTC`. */
export function formatUtc(time: number): string {
  return new Date(time).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}
