import { describe, expect, it } from 'vitest';
import { loadConfig, retentionSeconds } from './config';

describe('loadConfig', () => {
  it('runs everything embedded when nothing is configured', () => {
    const config = loadConfig({});
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.TEMPORAL_ADDRESS).toBeUndefined();
    expect(config.ERP_BACKEND).toBe('simulator');
    expect(config.PORT).toBe(3000);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ MONGODB_URI: '  ' }).MONGODB_URI).toBeUndefined();
  });

  it('rejects a bad port with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('keeps finished records 90 days by default, less where their own lifetime is shorter', () => {
    const config = loadConfig({});
    expect(retentionSeconds('RETENTION_WORKFLOW_RUNS_DAYS', config.RETENTION_WORKFLOW_RUNS_DAYS)).toBe(90 * 86_400);
    expect(retentionSeconds('RETENTION_MAIL_SINK_DAYS', config.RETENTION_MAIL_SINK_DAYS)).toBe(30 * 86_400);
    expect(retentionSeconds('RETENTION_VERIFICATION_CODES_HOURS', config.RETENTION_VERIFICATION_CODES_HOURS)).toBe(86_400);
    expect(retentionSeconds('RETENTION_RATE_LIMITS_SECONDS', config.RETENTION_RATE_LIMITS_SECONDS)).toBe(0);
    // The unit is in the name; fractions are rounded to whole seconds.
    expect(retentionSeconds('RETENTION_MAIL_OUTBOX_DAYS', loadConfig({ RETENTION_MAIL_OUTBOX_DAYS: '0.5' }).RETENTION_MAIL_OUTBOX_DAYS)).toBe(43_200);
  });

  it('rejects a negative or too long retention with a readable message', () => {
    expect(() => loadConfig({ RETENTION_SMS_OUTBOX_DAYS: '-1' })).toThrow(/RETENTION_SMS_OUTBOX_DAYS/);
    expect(() => loadConfig({ RETENTION_PARTNER_BATCHES_DAYS: '30000' })).toThrow(/RETENTION_PARTNER_BATCHES_DAYS/);
    expect(() => loadConfig({ RETENTION_ERP_ANSWERS_DAYS: 'forever' })).toThrow(/RETENTION_ERP_ANSWERS_DAYS/);
  });
});
