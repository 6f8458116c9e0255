import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveStatementsMutation } from '../graphql/queries';
import { useStatementDecision } from '../hooks';
import { StatementActionDialog, type StatementDialogKind } from './StatementActionDialog';

export interface StatementActionsProps {
  statement: { id: string; organizationId: string; periodStart: string; periodEnd: string; actions: readonly string[] };
}

const dialogs: StatementDialogKind[] = ['dispute', 'adjust', 'recalculate', 'rejectDispute'];

/** The actions the statement's state and the caller's permissions allow (the server says which). */
export function StatementActions({ statement }: StatementActionsProps) {
  const { t } = useTranslation('commissions');
  const [dialog, setDialog] = useState<StatementDialogKind | null>(null);
  const approve = useStatementDecision(approveStatementsMutation);
  if (statement.actions.length === 0) return null;
  return (
    <>
      <ButtonGroup className="statement-actions">
        {statement.actions.includes('approve') && (
          <Button
            icon="tick"
            intent="success"
            text={t('statements.actions.approve')}
            loading={approve.isPending}
            onClick={() =>
              approve.mutate({
                input: { organizationId: statement.organizationId, periodStart: statement.periodStart, periodEnd: statement.periodEnd, ids: [statement.id] },
              })
            }
          />
        )}
        {dialogs
          .filter((kind) => statement.actions.includes(kind))
          .map((kind) => (
            <Button key={kind} text={t(`statements.actions.${kind}`)} onClick={() => setDialog(kind)} />
          ))}
      </ButtonGroup>
      {approve.error && <Callout intent="danger">{approve.error.message}</Callout>}
      <StatementActionDialog statementId={statement.id} kind={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
