export { normalizeMexicanPhone, isMobilePhone, mobileNumbers, type TypedPhone } from './phone';
export {
  createHttpSmsProvider,
  createOutboxOnlySmsProvider,
  type SmsProvider,
  type SmsDelivery,
  type SmsProviderAnswer,
  type HttpSmsProviderOptions,
} from './provider';
export {
  createSmsSender,
  sendSmsToMobilePhones,
  createSmsProviderFromConfig,
  listSmsOutbox,
  getSmsOutboxEntry,
  SMS_MAX_LENGTH,
  type SmsSender,
  type SendSmsInput,
  type SentSms,
  type SmsConfig,
  type SmsOutboxQuery,
  type MobileSmsResult,
} from './sender';
