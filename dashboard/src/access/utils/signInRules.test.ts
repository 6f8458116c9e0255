import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, prepareSignInCredentials } from './signInRules';

describe('canSubmitSignIn', () => {
  it.each([
    ['abcd', 'abcd', false],
    ['abcde', 'abc', false],
    ['abcde', 'abcd', true],
    ['', '', false],
    ['gerente01', '1234', true],
  ])('username %j and password %j → %s', (userName, password, expected) => {
    expect(canSubmitSignIn({ userName, password })).toBe(expected);
  });
});

describe('prepareSignInCredentials', () => {
  it('trims both fields and pads the password with zeros to six characters', () => {
    expect(prepareSignInCredentials({ userName: '  gerente01 ', password: ' 1234 ' })).toEqual({
      userName: 'gerente01',
      password: '001234',
    });
  });

  it('leaves passwords of six or more characters as typed', () => {
    expect(prepareSignInCredentials({ userName: 'ana.lopez', password: 'Secreto#2020' }).password).toBe('Secreto#2020');
    expect(prepareSignInCredentials({ userName: 'ana.lopez', password: '123456' }).password).toBe('123456');
  });
});

describe('checkFormWith the catalogue', () => {
  it('gives the catalogue text of each failing field in the interface language', async () => {
    const { signUpSchema } = await import('../../../../domain/access/rules');
    const { errorCatalogue } = await import('../../../../domain/errors/catalogue');
    const { checkFormWith } = await import('../../ui/utils/formCheck');
    const checkForm = checkFormWith.bind(null, errorCatalogue);
    const check = checkForm(signUpSchema, { userName: 'ana', password: '123', phone: '921' }, 'es');
    expect(check.value).toBeUndefined();
    expect(Object.keys(check.problems).sort()).toEqual(['password', 'phone', 'userName']);
    const ok = checkForm(signUpSchema, { userName: ' ana.lopez ', password: 'secreto1', phone: '9211234567' }, 'en');
    expect(ok.value).toEqual({ userName: 'ana.lopez', password: 'secreto1', phone: '+529211234567' });
  });
});
