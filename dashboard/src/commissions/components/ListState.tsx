import { NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GraphqlRequestError } from '../../graphql';
import { QueryProblem } from '../../ui/components';

export interface ListStateProps {
  loading: boolean;
  error: GraphqlRequestError | null;
  empty: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error, empty or the table (spec 003 section 4: lists show a loading state until data arrives). */
export function ListState({ loading, error, empty, emptyText, onRetry, children }: ListStateProps) {
  const { t } = useTranslation('commissions');
  if (loading) return <Spinner />;
  if (error) return <QueryProblem error={error} onRetry={onRetry} />;
  if (empty) return <NonIdealState icon="th-disconnect" title={emptyText ?? t('lists.empty')} />;
  return <>{children}</>;
}
