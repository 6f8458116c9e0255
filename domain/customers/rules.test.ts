import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors/catalogue';
import { parseAccessInput } from '../access/validation';
import { type AppError } from '../errors/catalogue';
import { classifyCustomer, isBlocked, type ClassificationFacts } from './classification';
import { generatePreregistrationCode, normalizePreregistrationCode, preregistrationCodePattern } from './code';
import { checkDateFilter } from './filters';
import {
  addLimited,
  contactKeys,
  firstUnparseablePhone,
  fullCustomerName,
  legalTimestamp,
  phoneInput,
  registrationSchema,
  type RegistrationInput,
} from './registration';

const valid: RegistrationInput = {
  customerName: 'María',
  customerSecondName: 'Guadalupe',
  customerLastName: 'Hernández',
  phones: [{ phoneType: 'mobile', phone: '9211234567' }],
  emails: ['maria@example.com'],
  legals: [
    { legalType: 'termsAndConditions', datetime: 1_767_000_000 },
    { legalType: 'noticePrivacy', datetime: 1_767_000_000 },
  ],
  warehouseId: 'CO101',
};

function codeOf(input: unknown): string {
  try {
    parseAccessInput(registrationSchema, input, 'en');
    return 'ok';
  } catch (error) {
    return (error as AppError).code;
  }
}

describe('registration validation (spec 000 section 5)', () => {
  it.each([
    ['a complete form', valid, 'ok'],
    ['a blank first name', { ...valid, customerName: '  ' }, 'CUSTOMER_NAME_REQUIRED'],
    ['a blank second name', { ...valid, customerSecondName: '' }, 'CUSTOMER_SECOND_NAME_REQUIRED'],
    ['no phone', { ...valid, phones: [] }, 'CUSTOMER_PHONE_REQUIRED'],
    ['a 9-digit phone', { ...valid, phones: [{ phoneType: 'mobile', phone: '921123456' }] }, 'CUSTOMER_PHONE_LENGTH'],
    ['an empty phone', { ...valid, phones: [{ phoneType: 'home', phone: '' }] }, 'CUSTOMER_PHONE_LENGTH'],
    ['a bad e-mail', { ...valid, emails: ['maria@example'] }, 'CUSTOMER_EMAIL_FORMAT'],
    ['a 5-letter ending', { ...valid, emails: ['maria@example.comxx'] }, 'CUSTOMER_EMAIL_FORMAT'],
    ['no e-mail (optional)', { ...valid, emails: [] }, 'ok'],
    ['a half taxpayer', { ...valid, taxpayer: { taxpayerName: 'María', identification: '' } }, 'CUSTOMER_TAXPAYER_REQUIRED'],
    ['one legal only', { ...valid, legals: [valid.legals[0]] }, 'CUSTOMER_LEGALS_REQUIRED'],
    ['an unchecked legal (0)', { ...valid, legals: [valid.legals[0], { legalType: 'noticePrivacy', datetime: 0 }] }, 'CUSTOMER_LEGALS_REQUIRED'],
    ['three phones', { ...valid, phones: [...valid.phones, ...valid.phones, ...valid.phones] }, 'CUSTOMER_PHONES_TOO_MANY'],
  ])('%s → %s', (_what, input, expected) => {
    expect(codeOf(input)).toBe(expected);
  });

  it('has the spec texts in English and a Spanish text for each message', () => {
    expect(errorMessage('CUSTOMER_NAME_REQUIRED', 'en')).toBe('Enter Customer Name');
    expect(errorMessage('CUSTOMER_SECOND_NAME_REQUIRED', 'en')).toBe('Enter Customer Second Name');
    expect(errorMessage('CUSTOMER_EMAIL_FORMAT', 'en')).toBe('Email incorrect Format');
    expect(errorMessage('CUSTOMER_PHONE_REQUIRED', 'en')).toBe('Enter at least one phone');
    expect(errorMessage('CUSTOMER_PHONE_LENGTH', 'en')).toBe("The telephone number don't have a correct length");
    expect(errorMessage('CUSTOMER_TAXPAYER_REQUIRED', 'en')).toBe('Enter Taxpayer');
    expect(errorMessage('CUSTOMER_LEGALS_REQUIRED', 'en')).toBe('Acept Legals');
    expect(errorMessage('CUSTOMER_PHONE_UNPARSEABLE', 'en', { phone: '0000000000' })).toBe(
      'Variable phone has an invalid value Unable to parse 0000000000 as a valid phone number',
    );
    expect(errorMessage('CUSTOMER_REGISTRATION_FAILED', 'en')).toBe('Generic Error Create Customer');
    expect(errorMessage('PREREGISTRATION_CODE_NOT_FOUND', 'en')).toBe('No results for this preregistration code');
    expect(errorMessage('FINGERPRINTS_TOO_FEW', 'en')).toBe('At least 2 fingerprints to complete registration');
    expect(errorMessage('CUSTOMER_NAME_REQUIRED', 'es')).toBe('Ingresa el nombre del cliente');
  });

  it('keeps at most two phones or e-mails: a third replaces the second', () => {
    expect(addLimited(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(addLimited(['a', 'b'], 'c', 2)).toEqual(['a', 'c']);
  });

  it('cuts phone input to 10 digits, stores legals in epoch seconds or 0, and joins the name', () => {
    expect(phoneInput('(921) 123-4567 99')).toBe('9211234567');
    expect(legalTimestamp(true, 1_767_000_000_999)).toBe(1_767_000_000);
    expect(legalTimestamp(false, 1_767_000_000_999)).toBe(0);
    expect(fullCustomerName({ customerName: ' María ', customerSecondName: 'Guadalupe', customerLastName: '' })).toBe('María Guadalupe');
    expect(contactKeys({ phones: [{ phone: '9211234567' }], emails: ['Maria@Example.com'] })).toEqual({
      phoneKeys: ['+529211234567'],
      emailKeys: ['maria@example.com'],
    });
  });

  it('finds a phone no phone library can read as Mexican', () => {
    expect(firstUnparseablePhone([{ phone: '9211234567' }])).toBeNull();
    expect(firstUnparseablePhone([{ phone: '9211234567' }, { phone: '0000000000' }])).toBe('0000000000');
  });
});

describe('pre-registration code', () => {
  it('has 15 upper-case letters and digits, starting with the time stamp', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const a = generatePreregistrationCode(Date.UTC(2026, 10, 21), random);
    const b = generatePreregistrationCode(Date.UTC(2026, 10, 21) + 1, random);
    expect(a).toMatch(preregistrationCodePattern);
    expect(a.slice(0, 9)).toBe(Date.UTC(2026, 10, 21).toString(36).toUpperCase().padStart(9, '0'));
    expect(b.slice(0, 9) > a.slice(0, 9)).toBe(true);
    expect(normalizePreregistrationCode('  mhx0abc123def45 ')).toBe('MHX0ABC123DEF45');
  });

  it('differs in the random part within the same millisecond', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generatePreregistrationCode(1, (n) => Math.floor(Math.random() * n))));
    expect(codes.size).toBeGreaterThan(990);
  });
});

describe('classification (spec 001 section 4)', () => {
  const base: ClassificationFacts = { customerId: null, sellBanned: null, preregistrationCode: null, fingerCount: 0, openAuditCount: 0 };
  it.each<[string, Partial<ClassificationFacts>, string[]]>([
    ['customer id, not banned', { customerId: 'C1', sellBanned: false }, ['active']],
    ['customer id, sellBanned null', { customerId: 'C1' }, ['active']],
    ['customer id, banned', { customerId: 'C1', sellBanned: true }, ['inactive']],
    ['blacklist id', { customerId: 'blacklist', sellBanned: true }, ['inactive']],
    ['blacklist id, sellBanned false', { customerId: 'blacklist', sellBanned: false }, ['inactive']],
    ['pending audit, no id', { preregistrationCode: 'X', sellBanned: false, openAuditCount: 1 }, ['auditable']],
    ['pending audit, with id', { customerId: 'C1', openAuditCount: 1 }, ['active']],
    ['code, null, no fingers', { preregistrationCode: 'X' }, ['incomplete']],
    ['code, null, fingers', { preregistrationCode: 'X', fingerCount: 2 }, ['registered']],
    ['code, false, fingers', { preregistrationCode: 'X', sellBanned: false, fingerCount: 2 }, ['authorization']],
    ['active with code and fingers', { customerId: 'C1', preregistrationCode: 'X', sellBanned: false, fingerCount: 2 }, ['active', 'authorization']],
    ['code, false, no fingers', { preregistrationCode: 'X', sellBanned: false }, []],
  ])('%s → %j', (_what, facts, expected) => {
    expect(classifyCustomer({ ...base, ...facts })).toEqual(expected);
  });

  it('blocks a blacklisted customer by id or by a blacklist audit', () => {
    expect(isBlocked({ customerId: 'blacklist' })).toBe(true);
    expect(isBlocked({ customerId: null, blacklistAudit: true })).toBe(true);
    expect(isBlocked({ customerId: 'C1', blacklistAudit: false })).toBe(false);
  });
});

describe('date filter', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('accepts today and 365 days back, refuses the future and older dates', () => {
    // Midnight in Mexico City (UTC-6 all year since 2022) is 06:00 UTC.
    expect(checkDateFilter('2026-11-21', now)).toEqual({ ok: true, fromMs: Date.UTC(2026, 10, 21, 6) });
    expect(checkDateFilter('2025-11-21', now).ok).toBe(true);
    expect(checkDateFilter('2025-11-20', now).ok).toBe(false);
    expect(checkDateFilter('2026-11-22', now).ok).toBe(false);
    expect(checkDateFilter('2026-02-30', now).ok).toBe(false);
  });

  it("counts days in the stores' calendar, not UTC's", () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in Mexico City: the 22nd is the future there.
    const evening = Date.UTC(2026, 10, 22, 2);
    expect(checkDateFilter('2026-11-22', evening).ok).toBe(false);
    expect(checkDateFilter('2026-11-21', evening)).toEqual({ ok: true, fromMs: Date.UTC(2026, 10, 21, 6) });
  });
});
