import { rmSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { productSettings } from './runningProduct';

describe("the browser tests' running product", () => {
  it('starts its product on ephemeral ports in a temporary directory', () => {
    const { env, dataDir } = productSettings('setup-check', { env: { STORE_SIMULATOR: 'off' } });
    try {
      expect(env).toMatchObject({
        PORT: '0',
        EMBEDDED_DB_PORT: '0',
        SMTP_SINK_PORT: '0',
        PARTNER_SIMULATOR_PORT: '0',
        STORE_SIMULATOR: 'off',
        DATA_DIR: dataDir,
      });
      expect(dataDir.startsWith(os.tmpdir())).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
