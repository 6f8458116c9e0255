import { AppError, type ErrorCode, type ErrorParams } from '../../domain/errors/catalogue';

/** The catalogue codes the integrations raise (their texts live in domain/errors/catalogue.ts). */
export type IntegrationErrorCode = Extract<
  ErrorCode,
  | 'SMS_INVALID_PHONE'
  | 'SMS_NOT_MOBILE'
  | 'SMS_MESSAGE_INVALID'
  | 'SMS_PROVIDER_FAILED'
  | 'MAIL_SEND_FAILED'
  | 'MAIL_INVALID'
  | 'FILE_KEY_INVALID'
  | 'FILE_NOT_FOUND'
  | 'FILE_FORBIDDEN'
  | 'PARTNER_LOGIN_FAILED'
  | 'PARTNER_UNREACHABLE'
  | 'PARTNER_SESSION_EXPIRED'
  | 'PARTNER_BATCH_TOO_LARGE'
  | 'PARTNER_NOT_CONFIGURED'
  | 'ERP_BACKEND_NOT_CONFIGURED'
>;
export type IntegrationErrorParams = ErrorParams;

/** An integration failure: a catalogue error, so the API shows it in the caller's language. */
export class IntegrationError extends AppError {
  declare readonly code: IntegrationErrorCode;

  constructor(code: IntegrationErrorCode, params: IntegrationErrorParams = {}, details?: unknown) {
    super(code, params, details);
    this.name = 'IntegrationError';
  }
}

export function isIntegrationError(value: unknown, code?: IntegrationErrorCode): value is IntegrationError {
  return value instanceof IntegrationError && (code === undefined || value.code === code);
}
