import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface StatementEventsProps {
  events: readonly { at: string; by: string; action: string; from: string; to: string; reason: string }[];
}

/** Every step of the statement's life: who, when, why. */
export function StatementEvents({ events }: StatementEventsProps) {
  const { t, i18n } = useTranslation('commissions');
  return (
    <section className="statement-section" aria-label={t('statements.detail.history')}>
      <h3>{t('statements.detail.history')}</h3>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('statements.detail.at')}</th>
            <th>{t('statements.detail.by')}</th>
            <th>{t('statements.detail.action')}</th>
            <th>{t('statements.column.state')}</th>
            <th>{t('statements.detail.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={`${event.at}-${index}`} data-event={event.action}>
              <td>{new Date(event.at).toLocaleString(i18n.language)}</td>
              <td>{event.by}</td>
              <td>{t(`statements.actions.${event.action}`, { defaultValue: event.action })}</td>
              <td>{t(`statements.states.${event.to}`, { defaultValue: event.to })}</td>
              <td>{event.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
