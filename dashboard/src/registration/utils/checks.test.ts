import { describe, expect, it } from 'vitest';
import { registrationDataSchema, registrationLegalsSchema } from '../../../../domain/customers/registration';
import { errorCatalogue } from '../../../../domain/errors/catalogue';
import { checkFormWith } from '../../ui/utils/formCheck';
import { checkCustomerData, checkLegals } from './checks';
import { emptyRegistrationForm, registrationInput, type RegistrationForm } from './form';

const filled = (): RegistrationForm => ({
  ...emptyRegistrationForm(),
  customerName: 'María',
  customerSecondName: 'López',
  warehouseId: 'CO101',
  phones: [{ phoneType: 'mobile', phone: '9211234567' }],
});

/** Forms breaking every rule of the shared schema, each at least once. */
const broken: RegistrationForm[] = [
  emptyRegistrationForm(),
  { ...filled(), customerName: 'x'.repeat(81), customerBirthday: '12/05/1990', emails: ['bad@', 'a@b.c'], phones: [] },
  { ...filled(), customerName: 'Ma\u0007ría', customerSecondName: 'Lo\u202Epez', warehouseId: 'tienda 1' },
  {
    ...filled(),
    phones: [
      { phoneType: 'mobile', phone: '921' },
      { phoneType: 'home', phone: '9211234567' },
      { phoneType: 'work', phone: '9211234567' },
    ],
  },
  { ...filled(), taxpayer: { taxpayerName: '', identification: '' } },
  { ...filled(), address: { route_street_number: '', sublocality: '', locality: '', political: '', postal_code: '9600', references: '' } },
  { ...filled(), emails: ['a@b.mx', 'c@d.mx', 'e@f.mx'] },
  { ...filled(), inePhoto: { token: 'not-a-token', fileName: 'ine.jpg', previewUrl: 'blob:x' } },
];

describe('registration checks (loaded on first use, with only the common and customers texts)', () => {
  it.each(['es', 'en'] as const)('give the same messages as the whole catalogue (%s)', (language) => {
    for (const form of broken) {
      const { legals: _legals, ...data } = registrationInput(form);
      const expected = checkFormWith(errorCatalogue, registrationDataSchema, data, language).problems;
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(checkCustomerData(form, language)).toEqual(expected);
      expect(checkLegals(form, language)).toBe(
        Object.values(checkFormWith(errorCatalogue, registrationLegalsSchema, form.legals, language).problems)[0] ?? null,
      );
    }
  });
});
