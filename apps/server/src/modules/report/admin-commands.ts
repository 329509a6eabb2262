/**
 * `npm run admin -- reports list [--limit N]`: the newest error reports, each with where it stands
 * with the chat webhook (relayed, or pending with its failed sends and the last failure), so the
 * operator sees reports even when no webhook is configured or it is down.
 */
import { EXIT_OK, formatUtc, usage, type AdminIo } from '../admin/admin-io';
import type { ErrorReportRepository, ErrorReportWithRelay } from './repository';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;
/** Longest error message shown on the report's line; the chat and the database keep it whole. */
const MESSAGE_PREVIEW = 160;

/** `reports <command> …`, the group's name already taken off `args`. */
export async function runReportsCommand(
  args: readonly string[],
  deps: { reports: ErrorReportRepository; io: AdminIo },
): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'list') {
    return usage(
      deps.io,
      command ? `Unknown reports command: ${command}` : 'Missing reports command',
    );
  }
  const limit = parseLimit(rest);
  if (limit === null)
    return usage(deps.io, `Expected: reports list [--limit N] (N from 1 to ${MAX_LIMIT})`);
  const reports = await deps.reports.listRecentWithRelay(limit);
  if (reports.length === 0) deps.io.out('No error reports.');
  for (const report of reports) for (const line of formatReport(report)) deps.io.out(line);
  return EXIT_OK;
}

/** The limit from `[--limit N]`; null when the arguments are anything else. */
function parseLimit(args: readonly string[]): number | null {
  if (args.length === 0) return DEFAULT_LIMIT;
  const [flag, value, ...extra] = args;
  const inline = flag?.startsWith('--limit=') ? flag.slice('--limit='.length) : undefined;
  const text = inline ?? (flag === '--limit' && extra.length === 0 ? value : undefined);
  if (inline !== undefined && value !== undefined) return null;
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const limit = Number(text);
  return limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}

/**
 * One report as three lines: id, received time and relay state; name and message; page address.
 */
function formatReport(report: ErrorReportWithRelay): string[] {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  let message = oneLine(report.message);
  if (message.length > MESSAGE_PREVIEW) message = `${message.slice(0, MESSAGE_PREVIEW - 1)}…`;
  const status = report.status === null ? '' : ` (HTTP ${report.status})`;
  return [
    `${report.id}  ${formatUtc(report.receivedAt)}  ${formatRelay(report)}`,
    `  ${oneLine(report.name)}${message === '' ? '' : `: ${message}`}${status}`,
    `  ${report.url}`,
  ];
}

function formatRelay({ relayedAt, relay }: ErrorReportWithRelay): string {
  if (relayedAt !== null) return `relayed ${formatUtc(relayedAt)}`;
  if (relay.attempts === 0) return 'pending';
  const sends = relay.attempts === 1 ? '1 failed send' : `${relay.attempts} failed sends`;
  const last = relay.lastError ? `, last: ${relay.lastError}` : '';
  return `pending, ${sends}${last}, next try after ${formatUtc(relay.nextAttemptAt)}`;
}
