import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type GraphqlRequestError } from '../../graphql';
import './ui.css';

export interface QueryProblemProps {
  error: GraphqlRequestError;
  /** Offered as "Retry" unless the problem is a missing permission (retrying cannot fix it). */
  onRetry?: () => void;
}

/**
 * What a screen shows instead of data it could not load: a clear "no permission" state for
 * FORBIDDEN answers, otherwise the server's own (localised) message with a retry.
 */
export function QueryProblem({ error, onRetry }: QueryProblemProps) {
  const { t } = useTranslation();
  if (error.code === 'FORBIDDEN') {
    return (
      <NonIdealState
        className="query-problem"
        icon="lock"
        title={t('forbidden.title')}
        description={
          <>
            <p>{t('forbidden.description')}</p>
            <p className="query-problem__detail">{error.message}</p>
          </>
        }
      />
    );
  }
  return (
    <NonIdealState
      className="query-problem"
      icon="error"
      title={t('loadFailed.title')}
      description={error.message}
      action={onRetry ? <Button intent="primary" icon="refresh" text={t('actions.retry')} onClick={onRetry} /> : undefined}
    />
  );
}
