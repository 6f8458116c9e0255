import { Classes, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

/** /not-found and every unknown path: nothing is here, with a way back to the landing page. */
export function PageNotFound() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page-not-found">
      <NonIdealState
        icon="search"
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Link to="/" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            {t('notFound.backHome')}
          </Link>
        }
      />
    </div>
  );
}
