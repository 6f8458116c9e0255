import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen, ScreenHeading } from '../../ui/components';
import './graphiql.css';

// GraphiQL and Monaco weigh several megabytes: they load only when this screen opens.
const GraphiqlEditor = lazy(() => import('./GraphiqlEditor').then((module) => ({ default: module.GraphiqlEditor })));

/** /prometheus/graphiql: the API's GraphQL explorer for staff, with their own session. */
export function GraphiqlScreen() {
  const { t } = useTranslation('graphiql');
  return (
    <div className="graphiql-screen">
      <ScreenHeading title={t('title')} />
      <div className="graphiql-screen__editor">
        <Suspense fallback={<LoadingScreen message={t('loading')} />}>
          <GraphiqlEditor />
        </Suspense>
      </div>
    </div>
  );
}
