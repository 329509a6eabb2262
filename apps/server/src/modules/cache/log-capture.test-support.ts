/** A logger whose JSON lines a test can read (level 'debug' and up). */
import { z } from 'zod';
import { createLogger, type Logger } from '../../observability/logger';

export interface LogCapture {
  logger: Logger;
  /** raw JSON lines, oldest first */
  lines: string[];
  /** parsed lines with their level name ('warn', 'error', ...) */
  entries(): { level: string; msg: string; [field: string]: unknown }[];
}

const logLineSchema = z.looseObject({ level: z.number(), msg: z.string() });

const LEVELS: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const logger = createLogger('debug', {
    write: (line: string) => {
      lines.push(line);
    },
  });
  return {
    logger,
    lines,
    entries: () =>
      lines.map((line) => {
        const parsed = logLineSchema.parse(JSON.parse(line));
        return { ...parsed, level: LEVELS[parsed.level] ?? String(parsed.level) };
      }),
  };
}
