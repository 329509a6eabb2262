/**
 * The operator's account commands (`npm run admin -- users …`): list accounts, set the donator
 * badge (scope.md: the operator sets it, not the user), delete an account with all its data.
 * Exit codes: 0 done, 1 no such account, 2 bad arguments.
 */
import type { UserRepository, UserSummary } from './user-repository';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  users list                                   every account, with its synced items
  users donator <username|email> on|off        show or hide the donator badge
  users delete <username|email> --yes          delete the account and all its data
                                               (sessions, bookmarks, watch progress)`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_NOT_FOUND = 1;
export const EXIT_USAGE = 2;

export async function runAdminCommand(
  args: readonly string[],
  deps: { users: UserRepository; io: AdminIo },
): Promise<number> {
  const { users, io } = deps;
  const [group, command, ...rest] = args;
  if (group === 'help' || group === '--help' || group === '-h') {
    io.out(ADMIN_USAGE);
    return EXIT_OK;
  }
  if (group !== 'users') return usage(io, group ? `Unknown command: ${group}` : null);

  if (command === 'list' && rest.length === 0) {
    const summaries = await users.listSummaries();
    if (summaries.length === 0) io.out('No accounts yet.');
    else for (const line of formatUserTable(summaries)) io.out(line);
    return EXIT_OK;
  }

  if (command === 'donator') {
    const [identifier, state, ...extra] = rest;
    if (!identifier || (state !== 'on' && state !== 'off') || extra.length > 0) {
      return usage(io, 'Expected: users donator <username|email> on|off');
    }
    const user = await users.findByIdentifier(identifier);
    if (!user) return notFound(io, identifier);
    await users.setDonator(user.id, state === 'on');
    io.out(
      state === 'on'
        ? `${user.username} is now a donator.`
        : `${user.username} is no longer a donator.`,
    );
    return EXIT_OK;
  }

  if (command === 'delete') {
    const identifiers = rest.filter((arg) => arg !== '--yes');
    const [identifier, ...extra] = identifiers;
    if (!identifier || extra.length > 0 || identifier.startsWith('-')) {
      return usage(io, 'Expected: users delete <username|email> --yes');
    }
    const user = await users.findByIdentifier(identifier);
    if (!user) return notFound(io, identifier);
    if (!rest.includes('--yes')) {
      io.err(
        `This deletes ${user.username} <${user.email}> with all their sessions, bookmarks and ` +
          'watch progress. Run again with --yes to do it.',
      );
      return EXIT_USAGE;
    }
    await users.delete(user.id);
    io.out(`Deleted ${user.username} <${user.email}> and all their data.`);
    return EXIT_OK;
  }

  return usage(io, command ? `Unknown users command: ${command}` : 'Missing users command');
}

function usage(io: AdminIo, problem: string | null): number {
  if (problem) io.err(problem);
  io.err(ADMIN_USAGE);
  return EXIT_USAGE;
}

function notFound(io: AdminIo, identifier: string): number {
  io.err(`No account has the username or email "${identifier}".`);
  return EXIT_NOT_FOUND;
}

const HEADERS = ['USERNAME', 'EMAIL', 'NAME', 'DONATOR', 'CREATED', 'BOOKMARKS', 'PROGRESS'];

/** The account list as aligned text lines, a header first; counts right-aligned. */
export function formatUserTable(users: readonly UserSummary[]): string[] {
  const rows = users.map((user) => [
    user.username,
    user.email,
    user.name,
    user.isDonator ? 'yes' : 'no',
    new Date(user.createdAt).toISOString().slice(0, 10),
    String(user.bookmarks),
    String(user.progress),
  ]);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const numeric = new Set([5, 6]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric.has(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(HEADERS), ...rows.map(line)];
}
