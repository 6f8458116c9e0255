import { describe, expect, it } from 'vitest';
import { boundedDay, cappedRows, cleanFilter, createDemoFingerprintReader, dateFilterBounds, fingerTypes, massUpdateBusy } from '.';

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

describe('list pages', () => {
  it('says which rows All shows when there are more than 1000', () => {
    expect(cappedRows(1000, 0, 0)).toBeNull();
    expect(cappedRows(5000, 20, 0)).toBeNull();
    expect(cappedRows(2345, 0, 0)).toEqual({ from: 1, to: 1000, total: 2345, limit: 1000 });
    expect(cappedRows(2345, 0, 2)).toEqual({ from: 2001, to: 2345, total: 2345, limit: 1000 });
  });
});

describe('mass update dialog: when its actions wait', () => {
  const idle = { starting: false, deciding: false, progressFailed: false };
  it('waits while a start or audit decisions are under way', () => {
    expect(massUpdateBusy({ ...idle, starting: true })).toBe(true);
    expect(massUpdateBusy({ ...idle, deciding: true })).toBe(true);
    expect(massUpdateBusy(idle)).toBe(false);
  });
  it('waits for a started run until it stops running, then every action is available again', () => {
    expect(massUpdateBusy({ ...idle, workflowId: 'w1' })).toBe(true);
    expect(massUpdateBusy({ ...idle, workflowId: 'w1', progress: { status: 'running' } })).toBe(true);
    expect(massUpdateBusy({ ...idle, workflowId: 'w1', progress: { status: 'completed' } })).toBe(false);
    expect(massUpdateBusy({ ...idle, workflowId: 'w1', progress: { status: 'failed' } })).toBe(false);
  });
  it('stops waiting when the progress cannot be read', () => {
    expect(massUpdateBusy({ ...idle, workflowId: 'w1', progressFailed: true })).toBe(false);
  });
});
