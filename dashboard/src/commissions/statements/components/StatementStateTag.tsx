import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const intents: Record<string, Intent> = {
  inReview: 'primary',
  disputed: 'danger',
  recalculating: 'warning',
  approved: 'success',
  exported: 'none',
  calculated: 'none',
};

export interface StatementStateTagProps {
  /** calculated, inReview, disputed, recalculating, approved or exported. */
  state: string;
}

/** A statement's state in the reader's language. */
export function StatementStateTag({ state }: StatementStateTagProps) {
  const { t } = useTranslation('commissions');
  return (
    <Tag minimal intent={intents[state] ?? 'none'} data-state={state}>
      {t(`statements.states.${state}`, { defaultValue: state })}
    </Tag>
  );
}
