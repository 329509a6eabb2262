/** Structured JSON logs (pino). One logger per process; requests log through child loggers. */
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(
  level: pino.LevelWithSilent,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { service: 'reelhouse' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    },
    destination,
  );
}
