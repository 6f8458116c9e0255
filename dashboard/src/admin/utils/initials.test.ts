import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, else of the user name', () => {
    expect(initialsOf('María José Pérez', 'mjperez')).toBe('MJ');
    expect(initialsOf('  ángel ', 'angel')).toBe('Á');
    expect(initialsOf('', 'operaciones')).toBe('O');
  });
});
