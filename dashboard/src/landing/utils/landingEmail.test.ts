import { describe, expect, it } from 'vitest';
import { landingEmailProblem } from './landingEmail';

describe('landingEmailProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ana', 'format'],
    ['ana@', 'format'],
    ['ana@tienda', 'format'],
    ['ana@tienda.c', 'format'],
    ['ana@tienda.comercial', 'format'],
    ['ana lópez@tienda.com', 'format'],
    ['@tienda.com', 'format'],
    ['ana@tienda.123', 'format'],
  ])('%j is refused as %s', (value, problem) => {
    expect(landingEmailProblem(value)).toBe(problem);
  });

  it.each(['ana@tienda.mx', 'ana.lopez+ofertas@correo.tienda.com.mx', ' ana@tienda.info ', 'A_B-9@sub-dominio.org'])('%j is accepted', (value) => {
    expect(landingEmailProblem(value)).toBeUndefined();
  });
});
