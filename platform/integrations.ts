import type { Config } from '../config/config';
import { persistentSecret } from '../api/access/tokens';
import { createFileStorage, type FileStorage } from '../integrations/storage';
import { createSmsProviderFromConfig, createSmsSender, type SmsSender } from '../integrations/sms';
import { createMailer, type Mailer } from '../integrations/mail';

/** The side-effect clients every process (the API and the Temporal worker) builds the same way. */
export interface Integrations {
  storage: FileStorage;
  sms: SmsSender;
  mailer: Mailer;
}

/** The session secret: configured, or generated once into the data directory. */
export function sessionSecretOf(config: Config): string {
  return config.SESSION_SECRET ?? persistentSecret(config.dataDir, 'session-secret');
}

/** The address people reach the product at, for links in e-mails and signed file URLs. */
export function publicUrlOf(config: Config, port = config.PORT): string {
  return config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
}

/**
 * Files (local disk or S3), SMS (outbox, plus the HTTP provider when configured) and mail
 * (SMTP_URL, or the embedded sink on `smtpSinkPort`), chosen by configuration only.
 */
export function createIntegrations(config: Config, options: { smtpSinkPort?: number; port?: number } = {}): Integrations {
  const storage = createFileStorage(config, { signingSecret: sessionSecretOf(config), baseUrl: `${publicUrlOf(config, options.port)}/files` });
  const sms = createSmsSender({ provider: createSmsProviderFromConfig(config) });
  const mailer = createMailer({ ...config, SMTP_SINK_PORT: options.smtpSinkPort ?? config.SMTP_SINK_PORT });
  return { storage, sms, mailer };
}
