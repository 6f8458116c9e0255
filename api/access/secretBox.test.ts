import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secretBox';

describe('secret box', () => {
  it('seals with a fresh nonce, opens with the same key only, and detects tampering', () => {
    const box = createSecretBox('a-test-secret-of-some-length');
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('another-secret-of-some-length').open(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => box.open('plain')).toThrow('not a sealed secret');
  });
});
