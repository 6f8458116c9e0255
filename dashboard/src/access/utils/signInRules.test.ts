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
