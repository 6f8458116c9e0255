import { describe, expect, it } from 'vitest';
import {
  canReport,
  isKitExpired,
  isOfferedCustomer,
  kitSuffix,
  parseCommandJson,
  remoteCommandInputSchema,
  remoteControlState,
  sendCommandFormSchema,
} from './commands';

describe('customers offered for commands (spec 002 section 5)', () => {
  it.each([
    [{ customerId: 'DEMO00000000003', customerTypeId: 'CC' }, true],
    [{ customerId: null, customerTypeId: 'CC' }, false],
    [{ customerId: 'DEMO00000000003', customerTypeId: '' }, false],
    [{ customerId: 'DEMO00000000003', customerTypeId: null }, false],
    [{ customerId: 'blacklist', customerTypeId: 'CC' }, false],
    [{ customerId: 'DEMO00000000005', customerTypeId: ' ' }, false],
    [{ customerId: 'DEMO00000000004', customerTypeId: 'CL', blacklistAudit: true }, false],
  ])('%j → %s', (customer, expected) => {
    expect(isOfferedCustomer(customer)).toBe(expected);
  });
});

describe('kits whose final date is before now are rejected (spec 002 section 5)', () => {
  const now = 1_790_000_000;
  it.each([
    [now - 1, true],
    [now, false],
    [now + 3600, false],
    [0, false],
  ])('final date %i → expired %s', (marketFinalDate, expected) => {
    expect(isKitExpired({ marketFinalDate }, now)).toBe(expected);
  });
  it('names a kit by its code after the underscore', () => {
    expect(kitSuffix('KIT_2X1CERV')).toBe('2X1CERV');
    expect(kitSuffix('PROMO')).toBe('PROMO');
  });
});

describe('the command is JSON with oper and data', () => {
  it.each([
    ['{"oper":"reboot","data":{}}', true],
    ['{"oper":"setCustomer","data":null}', true],
    ['{"oper":"","data":{}}', false],
    ['{"data":{}}', false],
    ['{"oper":"x"}', false],
    ['[1,2]', false],
    ['not json', false],
  ])('%s → %s', (text, valid) => {
    expect(parseCommandJson(text) !== null).toBe(valid);
    expect(remoteCommandInputSchema.safeParse({ remoteCommandName: 'Reiniciar', command: text }).success).toBe(valid);
  });
  it('requires the name', () => {
    const parsed = remoteCommandInputSchema.safeParse({ remoteCommandName: '', command: '{"oper":"x","data":1}' });
    expect(parsed.error?.issues[0]?.message).toBe('REMOTE_COMMAND_NAME_REQUIRED');
  });
});

describe('remote control state in the history', () => {
  const sentAt = 1_790_000_000;
  const expiry = 10 * 60_000;
  it.each([
    [[{ remoteControlStatusType: 'send', startDatetime: sentAt }], sentAt * 1000 + 60_000, 'send'],
    [[{ remoteControlStatusType: 'send', startDatetime: sentAt }], sentAt * 1000 + expiry + 1, 'expired'],
    [
      [
        { remoteControlStatusType: 'send', startDatetime: sentAt },
        { remoteControlStatusType: 'received', startDatetime: sentAt + 5 },
      ],
      sentAt * 1000 + expiry + 1,
      'expired',
    ],
    [
      [
        { remoteControlStatusType: 'send', startDatetime: sentAt },
        { remoteControlStatusType: 'executed', startDatetime: sentAt + 5 },
      ],
      sentAt * 1000 + expiry * 9,
      'executed',
    ],
    [
      [
        { remoteControlStatusType: 'send', startDatetime: sentAt },
        { remoteControlStatusType: 'failed', startDatetime: sentAt + 5 },
      ],
      sentAt * 1000,
      'failed',
    ],
  ] as const)('%j at %i → %s', (statuses, now, state) => {
    expect(remoteControlState(statuses, now, expiry)).toBe(state);
  });
  it.each([
    ['send', 'received', true],
    ['send', 'executed', true],
    ['received', 'received', false],
    ['received', 'failed', true],
    ['executed', 'failed', false],
  ] as const)('%s then %s → %s', (current, next, allowed) => {
    expect(canReport(current, next)).toBe(allowed);
  });
});

describe("the 'Enviar Comando' form (sendCommandFormSchema)", () => {
  const base = { organizationId: '01', storeId: 'CO101', commandName: 'Actualizar precios', target: 'none' as const, customerId: 'X', kitId: 'Y' };
  it.each([
    [{}, { storeId: 'CO101', commandName: 'Actualizar precios', customerId: null, kitId: null }, undefined],
    [{ target: 'customer' as const }, { storeId: 'CO101', commandName: 'Actualizar precios', customerId: 'X', kitId: null }, undefined],
    [{ target: 'kit' as const }, { storeId: 'CO101', commandName: 'Actualizar precios', customerId: null, kitId: 'Y' }, undefined],
    [{ target: 'kit' as const, kitId: '' }, undefined, ['kitId: REMOTE_COMMAND_KIT_REQUIRED']],
    [{ target: 'customer' as const, customerId: '' }, undefined, ['customerId: REMOTE_COMMAND_CUSTOMER_REQUIRED']],
    [
      { organizationId: '', storeId: '', commandName: '' },
      undefined,
      ['organizationId: REMOTE_COMMAND_COMPANY_REQUIRED', 'storeId: REMOTE_COMMAND_STORE_REQUIRED', 'commandName: REMOTE_COMMAND_ACTION_REQUIRED'],
    ],
  ])('%j → %j / %j', (patch, data, problems) => {
    const result = sendCommandFormSchema.safeParse({ ...base, ...patch });
    expect(result.data).toEqual(data);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(problems);
  });
});
