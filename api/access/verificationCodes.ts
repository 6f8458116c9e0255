import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors/catalogue';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  maskPhone,
  type CodeDelivery,
  type VerificationPurpose,
} from '../../domain/access/identity';
import type { Attendant } from '../../db/models/access/attendant';
import { VerificationCodeModel } from '../../db/models/access/verificationCode';
import { hashSecret, verifySecret, type SecretHashCost } from '../../db/models/access/secrets';
import type { SmsSender } from '../../integrations/sms';

export function mobilePhoneOf(attendant: Pick<Attendant, 'phones'>): string | null {
  return attendant.phones.find((phone) => phone.phoneType === 'mobile')?.phone ?? attendant.phones[0]?.phone ?? null;
}

function randomCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** SMS codes for sign-up and password reset: random, stored hashed, expiring, a few tries, used once. */
export function createVerificationCodes(options: { sms: SmsSender; hashCost: SecretHashCost; now: () => number }) {
  const { sms, hashCost, now } = options;
  return {
    async issueCode(attendant: Pick<Attendant, 'attendantId' | 'phones'>, purpose: VerificationPurpose): Promise<CodeDelivery> {
      const phone = mobilePhoneOf(attendant);
      if (!phone) throw new AppError('NO_PHONE_FOR_CODE');
      const code = randomCode();
      const smsKey = `access/${purpose}/${attendant.attendantId}/${randomUUID()}`;
      await VerificationCodeModel.updateOne(
        { attendantId: attendant.attendantId, purpose },
        {
          $set: {
            codeHash: await hashSecret(code, hashCost),
            expiresAt: new Date(now() + VERIFICATION_CODE_TTL_MS),
            attempts: 0,
            maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
            consumedAt: null,
            smsKey,
          },
        },
        { upsert: true },
      );
      const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
      const message =
        purpose === 'signUp'
          ? `Prometheus: tu código de confirmación es ${code}. Vence en ${minutes} minutos.`
          : `Prometheus: tu código para restablecer la contraseña es ${code}. Vence en ${minutes} minutos. Si no lo pediste, ignóralo.`;
      await sms.send({ idempotencyKey: smsKey, phone, message });
      return { destination: maskPhone(phone), deliveryMedium: 'SMS' };
    },

    /** The same answer and about the same work as issueCode, with nothing stored or sent. */
    async decoyCode(phone: string): Promise<CodeDelivery> {
      await hashSecret(randomCode(), hashCost);
      return { destination: maskPhone(phone), deliveryMedium: 'SMS' };
    },

    /** Uses a code once; wrong codes count towards the code's own limit. */
    async consumeCode(attendantId: string, purpose: VerificationPurpose, code: string): Promise<void> {
      const record = await VerificationCodeModel.findOne({ attendantId, purpose }).lean();
      if (!record || record.consumedAt || record.expiresAt.getTime() < now()) throw new AppError('CODE_EXPIRED');
      if (record.attempts >= record.maxAttempts) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
      if (!(await verifySecret(record.codeHash, code))) {
        await VerificationCodeModel.updateOne({ _id: record._id }, { $inc: { attempts: 1 } });
        throw new AppError(record.attempts + 1 >= record.maxAttempts ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
      }
      // Conditional on not yet used, so two requests with the same code cannot both succeed.
      const used = await VerificationCodeModel.updateOne(
        { _id: record._id, consumedAt: null, smsKey: record.smsKey },
        { $set: { consumedAt: new Date(now()) } },
      );
      if (used.modifiedCount !== 1) throw new AppError('CODE_EXPIRED');
    },
  };
}
