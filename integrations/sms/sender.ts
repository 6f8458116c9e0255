import { type Types } from 'mongoose';
import { SmsOutboxModel, type SmsOutboxEntry } from '../../db/models/sms/smsOutbox';
import { IntegrationError } from '../shared/errors';
import { claimOnce, completeOnce, failOnce, type OnceRecord } from '../shared/once';
import { mobileNumbers, normalizeMexicanPhone, type TypedPhone } from './phone';
import { createHttpSmsProvider, createOutboxOnlySmsProvider, type SmsProvider } from './provider';

/** Three concatenated GSM segments; longer texts are a composition mistake, not a real notice. */
export const SMS_MAX_LENGTH = 459;

export interface SendSmsInput {
  idempotencyKey: string;
  phone: string;
  message: string;
}

export type SentSms = OnceRecord<SmsOutboxEntry> & { duplicate: boolean };

export interface SmsSender {
  readonly provider: SmsProvider['name'];
  send(input: SendSmsInput): Promise<SentSms>;
}

export interface SmsConfig {
  SMS_PROVIDER_URL?: string;
  SMS_PROVIDER_TOKEN?: string;
}

export function createSmsProviderFromConfig(config: SmsConfig): SmsProvider {
  return config.SMS_PROVIDER_URL ? createHttpSmsProvider({ url: config.SMS_PROVIDER_URL, token: config.SMS_PROVIDER_TOKEN }) : createOutboxOnlySmsProvider();
}

export function createSmsSender(options: { provider: SmsProvider }): SmsSender {
  const { provider } = options;
  return {
    provider: provider.name,
    async send(input) {
      const phone = normalizeMexicanPhone(input.phone);
      const message = String(input.message ?? '').trim();
      if (message.length === 0 || message.length > SMS_MAX_LENGTH) {
        throw new IntegrationError('SMS_MESSAGE_INVALID', { max: SMS_MAX_LENGTH });
      }
      const claim = await claimOnce(SmsOutboxModel, input.idempotencyKey, { phone, message, provider: provider.name });
      if (!claim.claimed) return { ...claim.record, duplicate: true };
      try {
        const answer = await provider.deliver({ phone, message, reference: input.idempotencyKey });
        const record = await completeOnce(SmsOutboxModel, claim.record._id, {
          providerMessageId: answer.providerMessageId,
          providerResponse: answer.response,
          sentAt: new Date(),
        });
        return { ...record, duplicate: false };
      } catch (error) {
        await failOnce(SmsOutboxModel, claim.record._id, error);
        throw error;
      }
    },
  };
}

export interface MobileSmsResult {
  sent: SentSms[];
  /** Mobile numbers that could not be read as Mexican phones. */
  invalid: string[];
}

/**
 * Sends a notice to every MOBILE phone of a person (spec: SMS only to mobile phones), once per
 * number: each gets the key `<idempotencyKey>/<+52 number>`.
 */
export async function sendSmsToMobilePhones(
  sender: SmsSender,
  input: { idempotencyKey: string; phones: readonly TypedPhone[]; message: string },
): Promise<MobileSmsResult> {
  const { numbers, invalid } = mobileNumbers(input.phones);
  const sent: SentSms[] = [];
  for (const phone of numbers) {
    sent.push(await sender.send({ idempotencyKey: `${input.idempotencyKey}/${phone}`, phone, message: input.message }));
  }
  return { sent, invalid };
}

export interface SmsOutboxQuery {
  limit?: number;
  skip?: number;
  phone?: string;
  status?: SmsOutboxEntry['status'];
}

/** Newest first, for the dashboard's outbox view. */
export async function listSmsOutbox(query: SmsOutboxQuery = {}): Promise<OnceRecord<SmsOutboxEntry>[]> {
  const filter: Record<string, unknown> = {};
  if (query.phone) filter.phone = normalizeMexicanPhone(query.phone);
  if (query.status) filter.status = query.status;
  return SmsOutboxModel.find(filter)
    .sort({ createdAt: -1 })
    .skip(Math.max(0, query.skip ?? 0))
    .limit(Math.min(Math.max(1, query.limit ?? 100), 1000))
    .lean<OnceRecord<SmsOutboxEntry>[]>();
}

export async function getSmsOutboxEntry(id: string | Types.ObjectId): Promise<OnceRecord<SmsOutboxEntry> | null> {
  return SmsOutboxModel.findById(id).lean<OnceRecord<SmsOutboxEntry>>();
}
