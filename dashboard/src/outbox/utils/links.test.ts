import { describe, expect, it } from 'vitest';
import { attachmentUrl, formatSize, mailSourceUrl } from './links';

describe('download links', () => {
  it('points at the API routes of the outbox', () => {
    expect(attachmentUrl('6740a1b2c3d4e5f601234567', 0)).toBe('/api/outbox/mail/6740a1b2c3d4e5f601234567/attachments/0');
    expect(mailSourceUrl('6740a1b2c3d4e5f601234567')).toBe('/api/outbox/mail/6740a1b2c3d4e5f601234567/source');
  });

  it('keeps an odd id inside its path segment', () => {
    expect(mailSourceUrl('../graphql?x=1')).toBe('/api/outbox/mail/..%2Fgraphql%3Fx%3D1/source');
  });

  it('refuses an index that is not a position', () => {
    expect(() => attachmentUrl('a', -1)).toThrow(RangeError);
    expect(() => attachmentUrl('a', 1.5)).toThrow(RangeError);
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [12_595, '12.3 KB'],
    [4 * 1024 * 1024, '4.0 MB'],
    [-1, '—'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
