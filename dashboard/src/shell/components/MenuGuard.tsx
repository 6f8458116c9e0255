import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ForbiddenState, LoadingScreen, QueryProblem } from '../../ui/components';
import { useMyMenus } from '../hooks';
import { menusAllow } from '../utils/menus';

/**
 * Screens reached through system-menu records open only when one of the user's menus leads there;
 * otherwise the no-permission state shows (the API refuses their operations anyway).
 */
export function MenuGuard() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const menus = useMyMenus();
  if (menus.isPending) return <LoadingScreen message={t('profileWait')} />;
  if (menus.isError) return <QueryProblem error={menus.error} onRetry={() => void menus.refetch()} />;
  if (!menusAllow(location.pathname, menus.data.myMenus)) return <ForbiddenState />;
  return <Outlet />;
}
