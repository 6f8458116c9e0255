import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown instead of a screen that threw while rendering, so the app never goes blank. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="route-error">
      <NonIdealState
        icon="error"
        title={t('routeError.title')}
        description={t('routeError.description')}
        action={
          <>
            <Button intent="primary" icon="refresh" text={t('routeError.reload')} onClick={() => window.location.reload()} />
            <Link to="/" className={Classes.BUTTON}>
              {t('routeError.home')}
            </Link>
          </>
        }
      />
    </div>
  );
}
