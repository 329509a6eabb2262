/**
 * The operator's commands (`npm run admin -- <group> <command> …`): each group lives beside its
 * module (accounts, report, partners, four-k); this picks the group. Exit codes: 0 done, 1 no such
 * record, 2 bad arguments.
 */
import { runUsersCommand } from '../accounts/admin-commands';
import type { UserRepository } from '../accounts/user-repository';
import { runPartnersCommand } from '../partners/admin-commands';
import type { PartnerRequestRepository } from '../partners/repository';
import { runTokensCommand } from '../four-k/admin-commands';
import type { PersonalTokens } from '../four-k/personal-tokens';
import { runReportsCommand } from '../report/admin-commands';
import type { ErrorReportRepository } from '../report/repository';
import { ADMIN_USAGE, EXIT_OK, usage, type AdminIo } from './admin-io';

export interface AdminDeps {
  users: UserRepository;
  reports: ErrorReportRepository;
  partners: PartnerRequestRepository;
  tokens: PersonalTokens;
  io: AdminIo;
  now: () => number;
}

export async function runAdminCommand(args: readonly string[], deps: AdminDeps): Promise<number> {
  const [group, ...rest] = args;
  switch (group) {
    case 'help':
    case '--help':
    case '-h':
      deps.io.out(ADMIN_USAGE);
      return EXIT_OK;
    case 'users':
      return runUsersCommand(rest, deps);
    case 'reports':
      return runReportsCommand(rest, deps);
    case 'partners':
      return runPartnersCommand(rest, deps);
    case 'tokens':
      return runTokensCommand(rest, deps);
    default:
      return usage(deps.io, group ? `Unknown command: ${group}` : null);
  }
}
