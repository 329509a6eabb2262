/**
 * `npm run admin -- partners list [--all]` and `partners done <id>`: the operator reads the
 * partnership requests sent from /partners/submit and closes those answered. A closed request is
 * deleted 90 days later (report/retention.ts).
 */
import { EXIT_NOT_FOUND, EXIT_OK, formatUtc, usage, type AdminIo } from '../admin/admin-io';
import type { PartnerRequestRepository, StoredPartnerRequest } from './repository';

/** `partners <command> …`, the group's name already taken off `args`. */
export async function runPartnersCommand(
  args: readonly string[],
  deps: { partners: PartnerRequestRepository; io: AdminIo; now: () => number },
): Promise<number> {
  const { partners, io } = deps;
  const [command, ...rest] = args;
  if (command === 'list') {
    const includeClosed = rest.length === 1 && rest[0] === '--all';
    if (rest.length > 0 && !includeClosed) return usage(io, 'Expected: partners list [--all]');
    const requests = await partners.list({ includeClosed });
    if (requests.length === 0) {
      io.out(includeClosed ? 'No partnership requests.' : 'No open partnership requests.');
    }
    requests.forEach((request, index) => {
      if (index > 0) io.out('');
      for (const line of formatPartnerRequest(request)) io.out(line);
    });
    return EXIT_OK;
  }
  if (command === 'done') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0 || id.startsWith('-')) {
      return usage(io, 'Expected: partners done <id>');
    }
    const request = await partners.findById(id);
    if (!request) {
      io.err(`No partnership request has the id "${id}".`);
      return EXIT_NOT_FOUND;
    }
    if (request.closedAt !== null) {
      io.out(
        `The request from ${request.name} was already closed on ${formatUtc(request.closedAt)}.`,
      );
      return EXIT_OK;
    }
    await partners.close(id, deps.now());
    io.out(`Closed the request from ${request.name}; it is deleted in 90 days.`);
    return EXIT_OK;
  }
  return usage(io, command ? `Unknown partners command: ${command}` : 'Missing partners command');
}

/** One request: id, times and state; who and their site; the message, indented. */
function formatPartnerRequest(request: StoredPartnerRequest): string[] {
  const state = request.closedAt === null ? 'open' : `closed ${formatUtc(request.closedAt)}`;
  return [
    `${request.id}  ${formatUtc(request.receivedAt)}  ${state}`,
    `  ${request.name} <${request.email}>  ${request.siteUrl}`,
    ...request.message.split(/\r?\n/).map((line) => `    ${line}`.trimEnd()),
  ];
}
