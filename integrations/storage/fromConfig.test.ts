import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from './fromConfig';

describe('file storage from configuration', () => {
  const setup = { signingSecret: 'config-test-secret-123', baseUrl: 'http://127.0.0.1:3000/files' };

  it('uses local disk under DATA_DIR/files unless S3_BUCKET is set', () => {
    const local = createFileStorage({ dataDir: path.resolve('data'), S3_REGION: 'us-east-1' }, setup);
    expect(local.driver).toBe('local');
    const s3 = createFileStorage({ dataDir: path.resolve('data'), S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' }, setup);
    expect(s3.driver).toBe('s3');
    expect(s3.url('public/a.png')).toBe('http://127.0.0.1:3000/files/public/a.png');
    expect(s3.url('private/u1/a.pdf')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/files\/private\/u1\/a\.pdf\?expires=\d+&signature=[\w-]+$/);
  });

  it('refuses a weak signing secret', () => {
    expect(() => createFileStorage({ dataDir: '/tmp', S3_REGION: 'us-east-1' }, { ...setup, signingSecret: 'short' })).toThrow(/at least 16/);
  });
});
