import { Callout, Classes, H4, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, heapLevelOf } from '../utils/retention';

export interface HeapUsagePanelProps {
  heap: { usedBytes: number; limitBytes: number; percent: number; level: string };
}

const intents = { ok: 'none', warning: 'warning', critical: 'danger' } as const;
const icons = { ok: 'tick-circle', warning: 'warning-sign', critical: 'error' } as const;

/** The server's JavaScript heap against its limit, with what to do before it fills. */
export function HeapUsagePanel({ heap }: HeapUsagePanelProps) {
  const { t, i18n } = useTranslation('system');
  const level = heapLevelOf(heap.level);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(heap.percent);
  return (
    <section className="system__heap" aria-label={t('heap.title')} data-heap-level={level}>
      <H4>{t('heap.title')}</H4>
      <div className="system__heap-figures">
        <strong>{t('heap.usage', { used: formatBytes(heap.usedBytes, i18n.language), limit: formatBytes(heap.limitBytes, i18n.language), percent })}</strong>
        <span className={Classes.TEXT_MUTED}>{t(`heap.levels.${level}`)}</span>
      </div>
      <ProgressBar value={Math.min(1, heap.percent / 100)} intent={level === 'ok' ? 'success' : intents[level]} stripes={false} animate={false} />
      <Callout className="system__heap-message" intent={intents[level]} icon={icons[level]} role={level === 'ok' ? 'status' : 'alert'}>
        {t(`heap.messages.${level}`, { percent })}
      </Callout>
    </section>
  );
}
