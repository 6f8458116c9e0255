import './monacoWorkers';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { type ComponentProps, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../access/hooks';
import { createDashboardFetcher } from '../utils/fetcher';
import { createUserStorage } from '../utils/userStorage';

/** The GraphiQL IDE over the dashboard's own API (this module is its own lazily loaded chunk). */
export function GraphiqlEditor() {
  const { t, i18n } = useTranslation('graphiql');
  const userId = useMe().data?.me?.id ?? 'anonymous';
  // GraphiQL's Fetcher type names ExecutionResult (GraphQLError instances); over HTTP it only ever reads their JSON form.
  const fetcher = useMemo(
    () => createDashboardFetcher({ language: () => i18n.resolvedLanguage ?? i18n.language ?? 'es' }) as ComponentProps<typeof GraphiQL>['fetcher'],
    [i18n],
  );
  const storage = useMemo(() => createUserStorage(userId, window.localStorage), [userId]);
  return (
    <GraphiQL
      key={userId}
      fetcher={fetcher}
      storage={storage}
      defaultQuery={t('defaultQuery')}
      forcedTheme="light"
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
    >
      <GraphiQL.Logo>{t('logo')}</GraphiQL.Logo>
    </GraphiQL>
  );
}
