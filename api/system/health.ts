import type { HealthCheck } from '../context';
import { backendText, renderBackendText, type BackendText, type BackendTextKey } from '../../domain/system/backendTexts';
import type { TemplateParams } from '../../domain/i18n/template';
import type { Language } from '../../domain/i18n/language';

export interface BackendHealth {
  name: string;
  mode: string;
  ok: boolean;
  detail?: string;
  /** The same texts as language-neutral codes and values (domain/system/backendTexts.ts), for programs. */
  modeCode: BackendTextKey;
  modeParams?: TemplateParams;
  detailCode?: BackendTextKey;
  detailParams?: TemplateParams;
}

function withCodes(name: string, ok: boolean, mode: BackendText, detail: BackendText | undefined, language: Language): BackendHealth {
  return {
    name,
    ok,
    mode: renderBackendText(mode, language),
    detail: detail ? renderBackendText(detail, language) : undefined,
    modeCode: mode.key,
    modeParams: mode.params,
    detailCode: detail?.key,
    detailParams: detail?.params,
  };
}

/**
 * Runs every check with a timeout, so one hung backend cannot hang the report; modes and details
 * are written in the caller's language, and given as codes too.
 */
export async function checkBackends(checks: HealthCheck[], language: Language, timeoutMs = 3000): Promise<BackendHealth[]> {
  return Promise.all(
    checks.map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      const mode = check.describe();
      const timeout = new Promise<{ ok: boolean; detail?: ReturnType<typeof backendText> }>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: backendText('detail.noAnswer', { ms: timeoutMs }) }), timeoutMs);
      });
      try {
        const result = await Promise.race([check.check(), timeout]);
        return withCodes(check.name, result.ok, mode, result.detail, language);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return withCodes(check.name, false, mode, backendText('detail.failed', { reason }), language);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
