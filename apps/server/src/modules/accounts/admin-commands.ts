/**
 * The operator's account commands (`npm run admin -- users …`): list accounts, set the donator
 * badge (scope.md: the operator sets it, not the user), delete an account with all its data.
 * Exit codes: 0 done, 1 no such account, 2 bad arguments.
 */
import {
  EXIT_NOT_FOUND,
  EXIT_OK,
  EXIT_USAGE,
  formatTable,
  usage,
  type AdminIo,
} from '../admin/admin-io';
import type { UserRepository, UserSummary } from './user-repository';

/** `users <command> …`, the group's name already taken off `args`. */
export async function runUsersCommand(
  args: readonly string[],
  deps: { users: UserRepository; io: AdminIo },
): Promise<number> {
  const [command, ...rest] = args;
  const { users, io } = deps;
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
  return formatTable(HEADERS, rows, new Set([5, 6]));
}
