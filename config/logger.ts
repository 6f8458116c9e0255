import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** Credentials a request or answer carries never reach the log (the operator token, session cookies). */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export type LogFormat = 'auto' | 'pretty' | 'json';

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line as an operator reads it: `GET /graphql 200 12ms`; any other line keeps its message. */
function shortMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestLine;
  const message = String(log[messageKey] ?? '');
  if (!req || !res) return message;
  return `${req.method} ${req.url} ${res.statusCode} ${responseTime ?? '?'}ms${message === 'request completed' ? '' : ` ${message}`}`;
}

/**
 * Short lines for a person at a terminal (pino-pretty, synchronous on stdout): the time, the level,
 * the component, the message, and any other field on the same line; a request is one short line
 * without its headers.
 */
export function prettyStream(colorize: boolean, destination: NodeJS.WritableStream | number = 1): DestinationStream {
  return pretty({
    colorize,
    destination,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,component,req,res,responseTime,reqId',
    messageFormat: (log, messageKey) => {
      const component = typeof log.component === 'string' ? `${log.component}: ` : '';
      return `${component}${shortMessage(log, messageKey)}`;
    },
  });
}

/** Pretty on a terminal, JSON elsewhere (a pipe, a file, a container's log collector). */
export function usePretty(format: LogFormat, stdoutIsTerminal = Boolean(process.stdout.isTTY)): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTerminal);
}

/** One logger for every process; child loggers carry the component name. */
export function createLogger(
  level = process.env.LOG_LEVEL ?? 'info',
  name = 'prometheus',
  destination?: DestinationStream,
  format: LogFormat = (process.env.LOG_FORMAT as LogFormat | undefined) ?? 'auto',
): Logger {
  const options = { level, name, base: { pid: process.pid }, redact: REDACTED_PATHS };
  if (destination) return pino(options, destination);
  if (usePretty(format)) return pino(options, prettyStream(!process.env.NO_COLOR && Boolean(process.stdout.isTTY)));
  return pino(options);
}
