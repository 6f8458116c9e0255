import { Button, Classes, NonIdealState, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useHistoryTexts, useRecordHistory, useRefreshHistoryOnWrites } from '../hooks';
import { ChangeEntryItem } from './ChangeEntryItem';
import { HistorySkeleton } from './HistorySkeleton';
import './history.css';

export interface ChangeHistoryPanelProps {
  /** The record's model name as the server records it (docs/history.md): Customer, Zone, Product... */
  recordType: string;
  /** The record's id as the server records it; nothing while the record is not loaded. */
  recordId: string | number | null | undefined;
  /** Open on first render (closed by default, so it does not crowd the screen). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * "Historial de cambios" / "Change history" of one record: a collapsible section that, once
 * opened, lists who changed what and when, newest first, ten at a time with "more". Any write
 * the screen makes refreshes it.
 */
export function ChangeHistoryPanel({ recordType, recordId, defaultOpen = false, className }: ChangeHistoryPanelProps) {
  const texts = useHistoryTexts();
  const { t } = texts;
  const [open, setOpen] = useState(defaultOpen);
  const id = recordId === null || recordId === undefined || recordId === '' ? null : String(recordId);
  const history = useRecordHistory(recordType, id, open);
  useRefreshHistoryOnWrites();
  const pages = history.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const total = pages.at(-1)?.total ?? 0;

  let body;
  if (!id || history.isPending) body = <HistorySkeleton />;
  else if (history.error) {
    const forbidden = history.error.code === 'FORBIDDEN';
    body = (
      <NonIdealState
        className="history-panel__state"
        icon={forbidden ? 'lock' : 'error'}
        title={forbidden ? t('panel.forbidden') : t('panel.errorTitle')}
        description={forbidden ? undefined : history.error.message}
        action={forbidden ? undefined : <Button icon="refresh" text={t('panel.retry')} onClick={() => void history.refetch()} />}
      />
    );
  } else if (entries.length === 0) {
    body = <NonIdealState className="history-panel__state" icon="history" title={t('panel.empty')} description={t('panel.emptyDescription')} />;
  } else {
    body = (
      <>
        <ul className="history-entries">
          {entries.map((entry) => (
            <ChangeEntryItem key={entry.id} entry={entry} texts={texts} />
          ))}
        </ul>
        <div className="history-panel__footer">
          <span className={Classes.TEXT_MUTED}>{t('panel.shown', { shown: entries.length, total })}</span>
          {history.hasNextPage ? (
            <Button icon="chevron-down" text={t('panel.more')} loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} />
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Section
      className={['history-panel', className].filter(Boolean).join(' ')}
      title={t('panel.title')}
      icon="history"
      compact
      collapsible
      collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }}
      rightElement={
        open && total > 0 ? (
          <Tag minimal round>
            {t('panel.count', { count: total })}
          </Tag>
        ) : undefined
      }
    >
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}
