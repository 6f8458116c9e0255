import type { HealthCheck } from '../context';

export interface BackendHealth {
  name: string;
  mode: string;
  ok: boolean;
  detail?: string;
}

/** Runs every check with a timeout, so one hung backend cannot hang the report. */
export async function checkBackends(checks: HealthCheck[], timeoutMs = 3000): Promise<BackendHealth[]> {
  return Promise.all(
    checks.map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<{ ok: boolean; detail?: string }>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
      });
      try {
        const result = await Promise.race([check.check(), timeout]);
        return { name: check.name, mode: check.describe(), ...result };
      } catch (error) {
        return { name: check.name, mode: check.describe(), ok: false, detail: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
