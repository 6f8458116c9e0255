import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import type { ApiDeps, HealthCheck } from '../context';
import { createSessionTokens, operatorTokenMatcher } from '../access/tokens';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** Dependencies for HTTP tests of the API: silent logger, a fixed operator token, given backends. */
export function testDeps(overrides: Partial<ApiDeps> = {}, health: HealthCheck[] = []): ApiDeps {
  return {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    version: 'test',
    startedAt: new Date('2026-01-01T00:00:00Z'),
    health,
    isOperatorToken: operatorTokenMatcher(TEST_OPERATOR_TOKEN),
    sessions: createSessionTokens('test-session-secret-for-vitest-only'),
    services: {},
    ...overrides,
  };
}
