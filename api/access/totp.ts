import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { TotpSetup } from '../../domain/access/identity';
import { createSecretBox } from './secretBox';

// One 30 s step either side of now: phones whose clock drifts a little still work.
const TOTP_TOLERANCE_SECONDS = 30;

/** Authenticator (TOTP) seeds, sealed at rest with the TOTP key, and their codes. */
export function createTotp(options: { totpKey: string; issuer: string; now: () => number }) {
  const box = createSecretBox(options.totpKey);
  return {
    /** A new seed for the account (sealed, to store as pending) and what the app needs to add it. */
    async newSetup(userName: string): Promise<{ setup: TotpSetup; sealed: string }> {
      const secret = generateSecret();
      const otpauthUri = generateURI({ issuer: options.issuer, label: userName, secret });
      return {
        setup: { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) },
        sealed: box.seal(secret),
      };
    },

    /** The time step of a valid code for a sealed seed (never one at or before lastTimeStep), or null. */
    async check(sealed: string, code: string, lastTimeStep: number | null | undefined): Promise<number | null> {
      const result = await verifyTotp({
        secret: box.open(sealed),
        token: code,
        epoch: Math.floor(options.now() / 1000),
        epochTolerance: TOTP_TOLERANCE_SECONDS,
        ...(lastTimeStep != null ? { afterTimeStep: lastTimeStep } : {}),
      });
      return result.valid ? (result as { timeStep: number }).timeStep : null;
    },
  };
}
