import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Credentials a request or answer carries never reach the log (the operator token, session cookies). */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** One logger for every process; child loggers carry the component name. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', name = 'prometheus', destination?: DestinationStream): Logger {
  const options = { level, name, base: { pid: process.pid }, redact: REDACTED_PATHS };
  return destination ? pino(options, destination) : pino(options);
}
