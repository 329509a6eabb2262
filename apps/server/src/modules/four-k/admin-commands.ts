/**
 * The operator's 4K token commands (`npm run admin -- tokens …`, decision 0024): issue a personal
 * token to one user (printed once; only its id is kept) and revoke one token or all of a user's.
 * Exit codes: 0 done, 1 no such account or token, 2 bad arguments.
 */
import { EXIT_NOT_FOUND, EXIT_OK, formatUtc, usage, type AdminIo } from '../admin/admin-io';
import type { UserRepository } from '../accounts/user-repository';
import { DEFAULT_TOKEN_DAYS, MAX_TOKEN_DAYS, type PersonalTokens } from './personal-tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `tokens <command> …`, the group's name already taken off `args`. */
export async function runTokensCommand(
  args: readonly string[],
  deps: { users: UserRepository; tokens: PersonalTokens; io: AdminIo },
): Promise<number> {
  const [command, ...rest] = args;
  const { users, tokens, io } = deps;

  if (command === 'issue') {
    const parsed = parseIssueArgs(rest);
    if (!parsed.ok) return usage(io, parsed.problem);
    const user = await users.findByIdentifier(parsed.identifier);
    if (!user) return accountNotFound(io, parsed.identifier);
    const issued = await tokens.issue(user.id, parsed.days);
    io.err(
      `4K token ${issued.id} for ${user.username}, valid until ${formatUtc(issued.expiresAt)}. ` +
        'It is shown only this once; the user pastes it on /4k while signed in:',
    );
    io.out(issued.token);
    return EXIT_OK;
  }

  if (command === 'revoke') {
    const [target, ...extra] = rest;
    if (!target || extra.length > 0 || target.startsWith('-')) {
      return usage(io, 'Expected: tokens revoke <username|email|token-id>');
    }
    if (UUID.test(target) && (await tokens.revoke(target.toLowerCase()))) {
      io.out(`Revoked 4K token ${target.toLowerCase()}.`);
      return EXIT_OK;
    }
    const user = await users.findByIdentifier(target);
    if (!user) {
      io.err(`No live 4K token has the id "${target}" and no account has that username or email.`);
      return EXIT_NOT_FOUND;
    }
    const count = await tokens.revokeAllOf(user.id);
    io.out(
      count === 0
        ? `${user.username} had no live 4K token.`
        : `Revoked ${String(count)} 4K token${count === 1 ? '' : 's'} of ${user.username}.`,
    );
    return EXIT_OK;
  }

  return usage(io, command ? `Unknown tokens command: ${command}` : 'Missing tokens command');
}

type IssueArgs = { ok: true; identifier: string; days: number } | { ok: false; problem: string };

function parseIssueArgs(args: readonly string[]): IssueArgs {
  let identifier: string | undefined;
  let days = DEFAULT_TOKEN_DAYS;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--days') {
      const value = args[i + 1] ?? '';
      i += 1;
      if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > MAX_TOKEN_DAYS) {
        return {
          ok: false,
          problem: `--days expects a whole number from 1 to ${String(MAX_TOKEN_DAYS)}`,
        };
      }
      days = Number(value);
    } else if (arg.startsWith('-') || identifier !== undefined) {
      return { ok: false, problem: 'Expected: tokens issue <username|email> [--days N]' };
    } else {
      identifier = arg;
    }
  }
  if (identifier === undefined) {
    return { ok: false, problem: 'Expected: tokens issue <username|email> [--days N]' };
  }
  return { ok: true, identifier, days };
}

function accountNotFound(io: AdminIo, identifier: string): number {
  io.err(`No account has the username or email "${identifier}".`);
  return EXIT_NOT_FOUND;
}
