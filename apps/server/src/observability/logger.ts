/**
 * Logs (pino), one logger per process; requests log through child loggers. JSON lines for
 * machines, or one readable line per entry (pino-pretty) for a person at a terminal.
 */
import pino from 'pino';
import { prettyFactory } from 'pino-pretty';

export type Logger = pino.Logger;

/** `json`: one JSON object per line; `pretty`: readable lines, coloured when the terminal can. */
export type LogFormat = 'json' | 'pretty';

export function createLogger(
  level: pino.LevelWithSilent,
  destination?: pino.DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const target =
    format === 'pretty' ? createPrettyDestination(destination ?? process.stdout) : destination;
  return pino(
    {
      level,
      base: { service: 'reelhouse' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    },
    target,
  );
}

/** `auto` means readable lines when standard output is a terminal, JSON lines otherwise. */
export function resolveLogFormat(
  setting: LogFormat | 'auto',
  output: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (setting !== 'auto') return setting;
  return output.isTTY === true ? 'pretty' : 'json';
}

/**
 * Writes each JSON line pino produces as one readable line. A request entry becomes
 * "GET /path 200 12 ms"; other entries keep their fields after the message.
 */
function createPrettyDestination(output: pino.DestinationStream): pino.DestinationStream {
  const prettify = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    singleLine: true,
  });
  return {
    write(line: string) {
      output.write(prettify(toReadableEntry(JSON.parse(line) as Record<string, unknown>)));
    },
  };
}

function toReadableEntry(entry: Record<string, unknown>): Record<string, unknown> {
  if (entry.msg !== 'request') return entry;
  const { method, path, status, durationMs, requestId: _requestId, ...rest } = entry;
  return {
    ...rest,
    msg: `${String(method)} ${String(path)} ${String(status)} ${String(durationMs)} ms`,
  };
}
