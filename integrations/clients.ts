import type { Config } from '../config/config';
import { publicUrlOf, sessionSecretOf } from '../config/secrets';
import { createFileStorage, type FileStorage } from './storage';
import { createSmsProviderFromConfig, createSmsSender, type SmsSender } from './sms';
import { createMailer, type Mailer } from './mail';

/** The side-effect clients every process (the API and the Temporal worker) builds the same way. */
export interface Integrations {
  storage: FileStorage;
  sms: SmsSender;
  mailer: Mailer;
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
