import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals small secrets (TOTP seeds) with AES-256-GCM, so a copy of the database alone does not give them away. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(secret: string): SecretBox {
  if (secret.length < 16) throw new Error('the secret box needs a secret of at least 16 characters');
  const key = createHash('sha256').update(`prometheus/secret-box/${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
