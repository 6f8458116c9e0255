import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * A secret generated once into DATA_DIR/secrets/<fileName> (mode 0600) and read back on every
 * later start: the session secret, the operator token and the TOTP key when none is configured.
 */
export function persistentSecret(dataDir: string, fileName: string, bytes = 32): string {
  const file = path.join(dataDir, 'secrets', fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The session secret: configured, or generated once into the data directory. */
export function sessionSecretOf(config: Config): string {
  return config.SESSION_SECRET ?? persistentSecret(config.dataDir, 'session-secret');
}

/** The address people reach the product at, for links in e-mails and signed file URLs. */
export function publicUrlOf(config: Config, port = config.PORT): string {
  return config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
}
