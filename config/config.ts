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

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().default('./data'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: optionalString,
  /** Secure flag of the session cookie: auto follows the request (HTTPS or a loopback proxy's X-Forwarded-Proto). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),

  MONGODB_URI: optionalString,
  MONGODB_DB: z.string().default('prometheus'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(27118),

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
  PARTNER_WAREHOUSE_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/).default('BAMA01'),

  /** Remote commands: a sent command unanswered this long shows as expired and is no longer handed to the store. */
  REMOTE_COMMAND_EXPIRY_MS: z.coerce.number().int().positive().default(30 * 60_000),
  /** `on` (default): npm start runs a point-of-sale simulator per demo store that takes and answers remote commands. */
  STORE_SIMULATOR: z.enum(['on', 'off']).default('on'),
  STORE_SIMULATOR_INTERVAL_MS: z.coerce.number().int().positive().default(3000),

  API_URL: z.string().default('http://127.0.0.1:3000'),
  API_TOKEN: optionalString,
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
