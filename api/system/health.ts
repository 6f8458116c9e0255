import type { HealthCheck } from '../context';
import { backendText, renderBackendText } from '../../domain/system/backendTexts';
import type { Language } from '../../domain/i18n/language';

export interface BackendHealth {
  name: string;
  mode: string;
  ok: boolean;
  detail?: string;
}

/**
 * Runs every check with a timeout, so one hung backend cannot hang the report; modes and details
 * are written in the caller's language.
 */
export async function checkBackends(checks: HealthCheck[], language: Language, timeoutMs = 3000): Promise<BackendHealth[]> {
  return Promise.all(
    checks.map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      const mode = renderBackendText(check.describe(), language);
      const timeout = new Promise<{ ok: boolean; detail?: ReturnType<typeof backendText> }>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: backendText('detail.noAnswer', { ms: timeoutMs }) }), timeoutMs);
      });
      try {
        const result = await Promise.race([check.check(), timeout]);
        return { name: check.name, mode, ok: result.ok, detail: result.detail ? renderBackendText(result.detail, language) : undefined };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { name: check.name, mode, ok: false, detail: renderBackendText(backendText('detail.failed', { reason }), language) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
