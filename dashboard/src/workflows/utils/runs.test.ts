import { describe, expect, it } from 'vitest';
import { anyRunning, epochToIso, isRunStatus, runFilterOf, runStatusIntent, workflowTypeOptions } from './runs';

describe('runStatusIntent', () => {
  it.each([
    ['running', 'primary'],
    ['completed', 'success'],
    ['failed', 'danger'],
    ['timedOut', 'danger'],
    ['cancelled', 'warning'],
    ['terminated', 'warning'],
    ['continuedAsNew', 'none'],
  ])('%s is %s', (status, intent) => {
    expect(runStatusIntent(status)).toBe(intent);
  });

  it('knows the runtime states only', () => {
    expect(isRunStatus('timedOut')).toBe(true);
    expect(isRunStatus('paused')).toBe(false);
  });
});

describe('runFilterOf', () => {
  it('leaves out filters that are not set', () => {
    expect(runFilterOf('', '')).toEqual({});
    expect(runFilterOf('', 'lost')).toEqual({});
    expect(runFilterOf('erpQuery', 'failed')).toEqual({ workflowType: 'erpQuery', status: 'failed' });
  });
});

describe('workflowTypeOptions', () => {
  it('merges the known types with those seen, sorted and unique', () => {
    expect(workflowTypeOptions([])).toEqual(['erpQuery']);
    expect(workflowTypeOptions(['purchaseOrder', 'erpQuery', 'auditReminder'])).toEqual(['auditReminder', 'erpQuery', 'purchaseOrder']);
  });
});

describe('anyRunning', () => {
  it('is true while one run is running', () => {
    expect(anyRunning([{ status: 'completed' }, { status: 'running' }])).toBe(true);
    expect(anyRunning([{ status: 'completed' }])).toBe(false);
    expect(anyRunning(undefined)).toBe(false);
  });
});

describe('epochToIso', () => {
  it('converts epoch milliseconds and refuses the rest', () => {
    expect(epochToIso(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(epochToIso(undefined)).toBeNull();
    expect(epochToIso(Number.NaN)).toBeNull();
  });
});
