import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the product reads, with its default. The defaults run the whole product
 * embedded (document server, workflow runtime, SMTP sink, simulators) under ./data.
 * Setting MONGODB_URI, TEMPORAL_ADDRESS, SMTP_URL, S3_BUCKET, ERP_BACKEND or PARTNER_URL switches
 * that backend to the real service; the application code path stays the same.
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * How long a finished record is kept (db/retention): a TTL index on the date that says the record
 * is finished, so MongoDB and the embedded server remove it the same way. An open record (a running
 * workflow, an unsent e-mail, a pending ERP request) has no such date and is never removed. The
 * name says the unit; every value may be 0 (removed at the next pass once finished).
 */
export const retentionDefaults = {
  /** Completed, failed and cancelled workflow runs of the embedded runtime, with their events. */
  RETENTION_WORKFLOW_RUNS_DAYS: 90,
  /** Sent e-mails in the mail outbox (failed and unsent ones stay). */
  RETENTION_MAIL_OUTBOX_DAYS: 90,
  /** Sent SMS in the SMS outbox (failed and unsent ones stay). */
  RETENTION_SMS_OUTBOX_DAYS: 90,
  /** Messages the embedded SMTP sink received (the embedded mailbox, raw sources with attachments). */
  RETENTION_MAIL_SINK_DAYS: 30,
  /** Answered (done or failed) ERP requests and their answer chunks; the process normally deletes them once read. */
  RETENTION_ERP_ANSWERS_DAYS: 30,
  /** Partner (Xadis) batches the partner received (failed and unsent ones stay). */
  RETENTION_PARTNER_BATCHES_DAYS: 90,
  /** Sign-up and password-reset codes, counted from the moment the code ends. */
  RETENTION_VERIFICATION_CODES_HOURS: 24,
  /** Rate-limit counters, counted from the end of their window (the counter means nothing after it). */
  RETENTION_RATE_LIMITS_SECONDS: 0,
  /**
   * The change history (issue 22, docs/history.md): every entry, counted from its date, in years of
   * 366 days (never less than the calendar years). The one retention in years, not days.
   */
  HISTORY_RETENTION_YEARS: 10,
} as const;

export type RetentionSetting = keyof typeof retentionDefaults;

/** Seconds per unit of a retention setting, from its name. */
function retentionUnit(setting: RetentionSetting): number {
  if (setting.endsWith('_YEARS')) return 366 * 86_400;
  if (setting.endsWith('_DAYS')) return 86_400;
  if (setting.endsWith('_HOURS')) return 3_600;
  return 1;
}

/** A retention setting in seconds (the TTL index's expireAfterSeconds); the default when no value is given. */
export function retentionSeconds(setting: RetentionSetting, value: number = retentionDefaults[setting]): number {
  return Math.round(value * retentionUnit(setting));
}

function retentionSettings() {
  // A TTL index's expireAfterSeconds is a 32-bit integer: about 68 years.
  const fields = Object.entries(retentionDefaults).map(([setting, fallback]) => [
    setting,
    z.coerce
      .number()
      .nonnegative()
      .max(Math.floor(2_147_483_647 / retentionUnit(setting as RetentionSetting)))
      .default(fallback),
  ]);
  return Object.fromEntries(fields) as Record<RetentionSetting, z.ZodDefault<z.ZodNumber>>;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().default('./data'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: short coloured lines when stdout is a terminal, one JSON object a line otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** The worker and the ERP agent touch this file while they work (the container's health check). */
  HEARTBEAT_FILE: optionalString,
  SESSION_SECRET: optionalString,
  /** Secure flag of the session cookie: auto follows the request (HTTPS or a loopback proxy's X-Forwarded-Proto). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),

  MONGODB_URI: optionalString,
  MONGODB_DB: z.string().default('prometheus'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(27118),
  /** The embedded server's cache of decoded documents, in MiB (documents and indexes themselves stay on disk). */
  EMBEDDED_DB_CACHE_MB: z.coerce.number().int().min(1).max(65536).default(128),
  EMBEDDED_DB_SORT_MB: z.coerce.number().int().min(1).max(65536).default(100),

  TEMPORAL_ADDRESS: optionalString,
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().default('prometheus'),

  SMTP_URL: optionalString,
  SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  MAIL_FROM: z.string().default('Prometheus <no-reply@prometheus.local>'),

  SMS_PROVIDER_URL: optionalString,
  SMS_PROVIDER_TOKEN: optionalString,

  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  ERP_BACKEND: z.enum(['simulator', 'mssql', 'none']).default('simulator'),
  ERP_MSSQL_SERVER: optionalString,
  ERP_MSSQL_PORT: z.coerce.number().int().default(1433),
  ERP_MSSQL_USER: optionalString,
  ERP_MSSQL_PASSWORD: optionalString,
  ERP_MSSQL_DATABASE_COMPANY1: z.string().default('FortiaBAMA'),
  ERP_MSSQL_DATABASE_OTHERS: z.string().default('FortiaTCO'),
  ERP_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  ERP_DEADLINE_MS: z.coerce.number().int().positive().default(120_000),

  PARTNER_URL: optionalString,
  PARTNER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  PARTNER_USER: z.string().default('demo'),
  PARTNER_PASSWORD: z.string().default('demo'),
  PARTNER_TAX_ID: z.string().default('BAM000101AAA'),
  /** The warehouse code the partner knows the chain by (login and every batch). */
  PARTNER_WAREHOUSE_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/)
    .default('BAMA01'),

  /** Remote commands: a sent command unanswered this long shows as expired and is no longer handed to the store. */
  REMOTE_COMMAND_EXPIRY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /** `on` (default): npm start runs a point-of-sale simulator per demo store that takes and answers remote commands. */
  STORE_SIMULATOR: z.enum(['on', 'off']).default('on'),
  STORE_SIMULATOR_INTERVAL_MS: z.coerce.number().int().positive().default(3000),

  /**
   * The date the landing page counts down to (any date Date reads, e.g. 2027-08-01T00:00:00-06:00);
   * unset: the next 1 August at midnight in central Mexico (domain/access/landingCountdown.ts).
   */
  LANDING_COUNTDOWN_TARGET: optionalString.refine(
    (value) => value === undefined || !Number.isNaN(Date.parse(value)),
    'LANDING_COUNTDOWN_TARGET must be a date, e.g. 2027-08-01T00:00:00-06:00',
  ),

  API_URL: z.string().default('http://127.0.0.1:3000'),
  API_TOKEN: optionalString,

  ...retentionSettings(),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Reads the configuration from an environment (process.env by default). Throws a readable error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
