import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Three placeholder entries while a record's history loads. */
export function HistorySkeleton() {
  const { t } = useTranslation('history');
  return (
    <ul className="history-entries" aria-busy="true" aria-label={t('panel.loading')}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="history-entry">
          <div className={`history-skeleton__line history-skeleton__line--short ${Classes.SKELETON}`} />
          <div className={`history-skeleton__line ${Classes.SKELETON}`} />
          <div className={`history-skeleton__line ${Classes.SKELETON}`} />
        </li>
      ))}
    </ul>
  );
}
