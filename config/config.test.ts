import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
