import { describe, expect, it } from 'vitest';
import { checkCustomerData, checkLegals } from './checks';
import { emptyRegistrationForm, problemOf, registrationInput } from './form';

const filled = () => ({
  ...emptyRegistrationForm(),
  customerName: 'María',
  customerSecondName: 'López',
  warehouseId: 'CO101',
  phones: [{ phoneType: 'mobile' as const, phone: '9211234567' }],
});

describe('registration form', () => {
  it('starts with one phone, both legals at 0 and the default map centre', () => {
    const form = emptyRegistrationForm();
    expect(form.legals).toEqual([
      { legalType: 'termsAndConditions', datetime: 0 },
      { legalType: 'noticePrivacy', datetime: 0 },
    ]);
    expect(form.position).toEqual({ lat: 18.11, lng: -94.45 });
  });

  it('gives the spec messages in English and Spanish', () => {
    const problems = checkCustomerData({ ...emptyRegistrationForm(), emails: ['bad@'], phones: [{ phoneType: 'mobile', phone: '921' }] }, 'en');
    expect(problems.customerName).toBe('Enter Customer Name');
    expect(problems.customerSecondName).toBe('Enter Customer Second Name');
    expect(problemOf(problems, 'emails')).toBe('Email incorrect Format');
    expect(problemOf(problems, 'phones')).toBe("The telephone number don't have a correct length");
    expect(checkCustomerData({ ...filled(), phones: [] }, 'en').phones).toBe('Enter at least one phone');
    expect(problemOf(checkCustomerData({ ...filled(), taxpayer: { taxpayerName: '', identification: '' } }, 'en'), 'taxpayer')).toBe('Enter Taxpayer');
    expect(checkCustomerData(emptyRegistrationForm(), 'es').customerName).toBe('Ingresa el nombre del cliente');
    expect(checkCustomerData(filled(), 'en')).toEqual({});
  });

  it('asks for both legals', () => {
    const form = filled();
    expect(checkLegals(form, 'en')).toBe('Acept Legals');
    form.legals = form.legals.map((legal) => ({ ...legal, datetime: 1_700_000_000 }));
    expect(checkLegals(form, 'en')).toBeNull();
  });

  it('sends the map position only once placed, as [lat, lng]', () => {
    const form = {
      ...filled(),
      address: {
        route_street_number: 'Av. Juárez 10',
        sublocality: 'Centro',
        locality: 'Coatzacoalcos',
        political: 'Veracruz',
        postal_code: '96400',
        references: '',
      },
    };
    expect(registrationInput(form).address?.location).toBeNull();
    expect(registrationInput({ ...form, positionPlaced: true, position: { lat: 18.14, lng: -94.43 } }).address?.location).toEqual({
      coordinates: [18.14, -94.43],
    });
    expect(registrationInput(form).customerBirthday).toBeNull();
  });
});
