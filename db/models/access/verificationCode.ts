import { Schema } from 'mongoose';
import { retentionSeconds } from '../../../config/config';
import { defineModel } from '../common';

/**
 * A code sent by SMS to confirm a sign-up or reset a password. Only its argon2id hash is kept;
 * it ends at `expiresAt`, after `maxAttempts` wrong tries, or when used. Sending a new code for
 * the same purpose replaces the previous one.
 */
export interface VerificationCode {
  attendantId: string;
  purpose: 'signUp' | 'resetPassword';
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  maxAttempts: number;
  consumedAt: Date | null;
  /** Idempotency key of the SMS that carried it. */
  smsKey: string;
  createdAt?: Date;
  updatedAt?: Date;
}

const verificationCodeSchema = new Schema<VerificationCode>(
  {
    attendantId: { type: String, required: true },
    purpose: { type: String, enum: ['signUp', 'resetPassword'], required: true },
    codeHash: { type: String, required: true, match: /^\$argon2id\$/ },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0, min: 0 },
    maxAttempts: { type: Number, required: true, min: 1 },
    consumedAt: { type: Date, default: null },
    smsKey: { type: String, required: true },
  },
  { timestamps: true, collection: 'verificationCodes' },
);
verificationCodeSchema.index({ attendantId: 1, purpose: 1 }, { unique: true });
// Old codes go away on their own RETENTION_VERIFICATION_CODES_HOURS (a day) after they end.
verificationCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: retentionSeconds('RETENTION_VERIFICATION_CODES_HOURS') });

export const VerificationCodeModel = defineModel<VerificationCode>('VerificationCode', verificationCodeSchema);
