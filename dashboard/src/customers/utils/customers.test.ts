import { describe, expect, it } from 'vitest';
import { boundedDay, cleanFilter, createDemoFingerprintReader, dateFilterBounds, fingerTypes } from '.';

describe('customer list filters', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('allows no future day and nothing older than 365 days', () => {
    expect(dateFilterBounds(now)).toEqual({ min: '2025-11-21', max: '2026-11-21' });
    expect(boundedDay('2026-11-22', now)).toBeNull();
    expect(boundedDay('2025-11-20', now)).toBeNull();
    expect(boundedDay('2026-01-15', now)).toBe('2026-01-15');
    expect(boundedDay('', now)).toBeNull();
  });
  it('leaves empty parts out of the filter', () => {
    expect(cleanFilter({ class: 'auditable', customerTypeId: '', changedSince: null })).toEqual({ class: 'auditable' });
  });
});

describe('demo fingerprint reader', () => {
  it('gives a different base64 template for each capture of the ten fingers', async () => {
    expect(fingerTypes).toHaveLength(10);
    expect(fingerTypes[0]).toBe('LEFT_THUMB');
    const reader = createDemoFingerprintReader(0);
    const first = await reader.capture('LEFT_INDEX');
    const second = await reader.capture('LEFT_INDEX');
    expect(first).toMatch(/^[A-Za-z0-9+/=]{16,16384}$/);
    expect(first).not.toBe(second);
    expect(atob(first).startsWith('DEMO:LEFT_INDEX:')).toBe(true);
  });
});
