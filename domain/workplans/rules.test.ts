import { describe, expect, it } from 'vitest';
import { createActivitySchema, createSectionSchema, createWorkplanSchema, updateWorkplanSchema } from './schemas';
import { isValidCron, nextCronRuns } from './temporality';
import { richTextFromPlain, richTextPlain, richTextSchema } from './richText';
import { cashierLinkSchema, cashierLookupSchema, cashierUserNameInput, lookupDialogFor, storeCodeInput } from '../collaborators/link';
import { licenseStatus, maskLicenseKey, renewedExpiry, renewLicenseSchema } from '../licenses/rules';

function firstCode(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

const activity = {
  workplanSectionId: 's1',
  activityName: 'Acomodo de exhibidores',
  marketReleaseDate: '2026-12-01',
  marketFinalDate: '2026-12-31',
  temporality: { cron: '0 9 * * 1', frecuency: 1, frecuencyType: 'weekly' },
  score: 10,
};

describe('work plans (spec 002 section 5: plan and section names Required)', () => {
  it.each([
    ['', 'WORKPLAN_NAME_REQUIRED'],
    ['   ', 'WORKPLAN_NAME_REQUIRED'],
    ['x'.repeat(121), 'WORKPLAN_NAME_TOO_LONG'],
    ['Plan Navidad 2026', null],
  ])('plan name %j -> %s', (workplanName, code) => {
    expect(firstCode(createWorkplanSchema.safeParse({ workplanName }))).toBe(code);
  });

  it('section name is Required and a section names its plan', () => {
    expect(
      firstCode(
        createSectionSchema.safeParse({
          sectionName: '',
          workplanSectionWorkplanId: 'w1',
        }),
      ),
    ).toBe('WORKPLAN_SECTION_NAME_REQUIRED');
    expect(
      firstCode(
        createSectionSchema.safeParse({
          sectionName: 'Exhibición',
          workplanSectionWorkplanId: 'w1',
        }),
      ),
    ).toBeNull();
  });

  it('edit sends id and _version', () => {
    expect(firstCode(updateWorkplanSchema.safeParse({ id: 'w1', workplanName: 'A' }))).toBe('WORKPLAN_VERSION_REQUIRED');
    expect(
      firstCode(
        updateWorkplanSchema.safeParse({
          id: 'w1',
          _version: 3,
          workplanName: 'A',
        }),
      ),
    ).toBeNull();
  });

  it.each([
    [{}, null],
    [{ marketFinalDate: '2026-11-30' }, 'WORKPLAN_DATES_ORDER'],
    [{ marketReleaseDate: '2026-02-30' }, 'WORKPLAN_DATE_INVALID'],
    [
      {
        temporality: {
          cron: '61 * * * *',
          frecuency: 1,
          frecuencyType: 'daily',
        },
      },
      'WORKPLAN_CRON_INVALID',
    ],
    [
      {
        temporality: {
          cron: 'cada lunes',
          frecuency: 1,
          frecuencyType: 'daily',
        },
      },
      'WORKPLAN_CRON_INVALID',
    ],
    [
      {
        temporality: {
          cron: '0 9 * * 1',
          frecuency: 0,
          frecuencyType: 'daily',
        },
      },
      'WORKPLAN_FREQUENCY_INVALID',
    ],
    [
      {
        temporality: {
          cron: '0 9 * * 1',
          frecuency: 1,
          frecuencyType: 'hourly',
        },
      },
      'WORKPLAN_FREQUENCY_TYPE_INVALID',
    ],
    [{ score: 101 }, 'WORKPLAN_SCORE_INVALID'],
    [{ score: 2.5 }, 'WORKPLAN_SCORE_INVALID'],
    [{ activityName: ' ' }, 'WORKPLAN_ACTIVITY_NAME_REQUIRED'],
  ])('activity %j -> %s', (change, code) => {
    expect(firstCode(createActivitySchema.safeParse({ ...activity, ...change }))).toBe(code);
  });

  it.each([
    ['0 9 * * 1', true],
    ['*/15 8-20 * * *', true],
    ['0 0 9 * * MON-FRI', true],
    ['0 9 31 2 *', false],
    ['0 9 * *', false],
    ['', false],
  ])('cron %j valid: %s', (cron, valid) => {
    expect(isValidCron(cron)).toBe(valid);
  });

  it('lists the next runs in the stores zone', () => {
    const runs = nextCronRuns('0 9 * * 1', 2, new Date('2026-11-25T12:00:00Z'));
    expect(runs.map((run) => run.toISOString())).toEqual(['2026-11-30T15:00:00.000Z', '2026-12-07T15:00:00.000Z']);
  });
});

describe('rich-text descriptions: a structured document, never HTML', () => {
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Hola', marks: [{ type: 'bold' }] }],
      },
    ],
  };
  it.each([
    [doc, null],
    [JSON.stringify(doc), null],
    [null, null],
    ['<p onclick="x()">Hola</p>', 'WORKPLAN_DESCRIPTION_INVALID'],
    [{ type: 'doc', content: [{ type: 'script', text: 'x' }] }, 'WORKPLAN_DESCRIPTION_INVALID'],
    [{ type: 'paragraph' }, 'WORKPLAN_DESCRIPTION_INVALID'],
    [{ type: 'doc', content: [{ type: 'text', text: 'a', content: [] }] }, 'WORKPLAN_DESCRIPTION_INVALID'],
    [richTextFromPlain('x'.repeat(20_001)), 'WORKPLAN_DESCRIPTION_TOO_LONG'],
  ])('description %# -> %s', (value, code) => {
    expect(firstCode(richTextSchema.safeParse(value))).toBe(code);
  });

  it('drops unknown attributes (no href, style or on* can be stored)', () => {
    const parsed = richTextSchema.parse({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { style: 'x', level: 2 },
          content: [
            {
              type: 'text',
              text: 'a',
              marks: [{ type: 'bold', attrs: { href: 'javascript:x' } }],
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(parsed)).not.toMatch(/style|href/);
    expect(richTextPlain(parsed)).toBe('a');
  });
});

describe('cashier-to-store link (spec 002 section 5)', () => {
  it('forces the user name to upper case and enables the lookup only with both fields', () => {
    expect(cashierUserNameInput('jperez')).toBe('JPEREZ');
    expect(cashierLookupSchema.safeParse({ userName: 'JPEREZ', company: '' }).success).toBe(false);
    expect(cashierLookupSchema.safeParse({ userName: ' ', company: '01' }).success).toBe(false);
    expect(cashierLookupSchema.safeParse({ userName: 'JPEREZ', company: '01' }).success).toBe(true);
  });

  it.each([
    ['co101', 'CO101'],
    ['co-101 ', 'CO101'],
    ['tc_201$', 'TC_201'],
    ['ñ', ''],
  ])('store code typed %j keeps %j', (typed, kept) => {
    expect(storeCodeInput(typed)).toBe(kept);
  });

  it('the create button needs a store code', () => {
    expect(cashierLinkSchema.safeParse({ userName: 'JPEREZ', company: '01', storeCode: '' }).success).toBe(false);
    expect(cashierLinkSchema.safeParse({ userName: 'JPEREZ', company: '01', storeCode: 'CO101' }).success).toBe(true);
  });

  it.each([
    [{ userName: 'jperez', company: '01' }, null],
    [{ userName: '', company: '01' }, 'COLLABORATOR_USERNAME_REQUIRED'],
    [{ userName: 'JPEREZ', company: '03' }, 'COLLABORATOR_COMPANY_INVALID'],
  ])('lookup %j -> %s', (input, code) => {
    expect(firstCode(cashierLookupSchema.safeParse(input))).toBe(code);
  });

  it('companies are BAMA = 01 and TCO = 02, store codes letters, digits, underscore', () => {
    expect(cashierLookupSchema.parse({ userName: 'jperez', company: '02' })).toEqual({ userName: 'JPEREZ', company: '02' });
    expect(
      firstCode(
        cashierLinkSchema.safeParse({
          userName: 'A',
          company: '01',
          storeCode: 'CO-101',
        }),
      ),
    ).toBe('COLLABORATOR_STORE_CODE_INVALID');
    expect(
      cashierLinkSchema.parse({
        userName: 'a',
        company: '01',
        storeCode: 'co101',
      }).storeCode,
    ).toBe('CO101');
  });

  it('dialog types: 2 success for an active cashier, 3 warning otherwise', () => {
    expect(lookupDialogFor({ complete: true, active: true })).toBe(2);
    expect(lookupDialogFor({ complete: true, active: false })).toBe(3);
    expect(lookupDialogFor({ complete: false, active: null })).toBe(3);
  });
});

describe('point-of-sale licenses', () => {
  const now = Date.UTC(2026, 10, 25);
  const day = 86_400_000;
  it.each([
    [{ expiresAt: now + 90 * day, revokedAt: null }, 'active'],
    [{ expiresAt: now + 30 * day, revokedAt: null }, 'expiring'],
    [{ expiresAt: now, revokedAt: null }, 'expired'],
    [{ expiresAt: now + 90 * day, revokedAt: now - day }, 'revoked'],
  ])('%j -> %s', (license, status) => {
    expect(licenseStatus(license, now)).toBe(status);
  });

  it('masks every group but the last', () => {
    expect(maskLicenseKey('PRM01-CO101-A7K2Q-9XZ4')).toBe('•••••-•••••-•••••-9XZ4');
    expect(maskLicenseKey('ABCDEFGH')).toBe('••••EFGH');
  });

  it('renews from the current expiry while valid, from now once expired', () => {
    expect(new Date(renewedExpiry(Date.UTC(2027, 0, 31), 1, now)).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(renewedExpiry(now - 10 * day, 12, now)).toBe(Date.UTC(2027, 10, 25));
  });

  it.each([
    [0, 'LICENSE_RENEWAL_MONTHS_INVALID'],
    [37, 'LICENSE_RENEWAL_MONTHS_INVALID'],
    [12, null],
  ])('renewal of %i months -> %s', (months, code) => {
    expect(firstCode(renewLicenseSchema.safeParse({ id: 'l1', _version: 1, months }))).toBe(code);
  });
});
