import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { useMe } from '../hooks/useMe';
import { pathOf } from '../utils/returnPath';

/** Guard of every /prometheus screen: without a session the visitor goes to /userSignIn, which returns to the screen (path, query and fragment). */
export function RequireSignedIn() {
  const { t } = useTranslation('access');
  const location = useLocation();
  const me = useMe();
  const toSignIn = <Navigate to="/userSignIn" replace state={{ from: pathOf(location) }} />;

  if (me.isPending) return <LoadingScreen message={t('guard.validating')} />;
  if (me.isError) {
    if (me.error.code === 'UNAUTHENTICATED') return toSignIn;
    return (
      <NonIdealState
        icon="offline"
        title={t('guard.failedTitle')}
        description={me.error.message}
        action={<Button intent="primary" icon="refresh" text={t('guard.retry')} onClick={() => void me.refetch()} />}
      />
    );
  }
  if (!me.data.me) return toSignIn;
  return <Outlet />;
}
