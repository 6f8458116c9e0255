import pino, { type Logger } from 'pino';

export type { Logger };

/** One logger for every process; child loggers carry the component name. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', name = 'prometheus'): Logger {
  return pino({ level, name, base: { pid: process.pid } });
}
