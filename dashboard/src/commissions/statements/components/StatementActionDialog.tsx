import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statementDecisionFormSchemas } from '../../../../../domain/commissions/statementDecisions';
import { useZodForm } from '../../../ui/hooks';
import { adjustStatementMutation, disputeStatementMutation, resolveStatementDisputeMutation } from '../graphql/queries';
import { useStatementDecision } from '../hooks';
import { FormDialog } from '../../../ui/components';

export type StatementDialogKind = 'dispute' | 'adjust' | 'recalculate' | 'rejectDispute';

export interface StatementActionDialogProps {
  statementId: string;
  /** The action the dialog asks the why (and the amount) for; null: closed. */
  kind: StatementDialogKind | null;
  onClose: () => void;
}

interface DecisionValues {
  reason: string;
  amount: string;
  onBehalfOfEmployee: boolean;
}

/** The API's field paths of each decision, as the dialog's fields. */
const fieldOfServerPath = (path: string) => ({ 'input.comment': 'reason', 'input.reason': 'reason', 'input.amount': 'amount' })[path] ?? null;

/** The why of a decision (and an adjustment's amount, exact decimal text, negative to take money back). */
export function StatementActionDialog({ statementId, kind, onClose }: StatementActionDialogProps) {
  return kind ? <DecisionForm key={kind} statementId={statementId} kind={kind} onClose={onClose} /> : null;
}

/** The dialog's props once a kind is chosen. */
interface DecisionFormProps extends StatementActionDialogProps {
  kind: StatementDialogKind;
}

/** The form of one kind of decision, on useZodForm with the API's rules (domain/commissions/statementDecisions.ts). */
function DecisionForm({ statementId, kind, onClose }: DecisionFormProps) {
  const { t } = useTranslation('commissions');
  const dispute = useStatementDecision(disputeStatementMutation);
  const adjust = useStatementDecision(adjustStatementMutation);
  const resolve = useStatementDecision(resolveStatementDisputeMutation);
  const busy = dispute.isPending || adjust.isPending || resolve.isPending;
  const schema = statementDecisionFormSchemas[kind === 'dispute' ? 'dispute' : kind === 'adjust' ? 'adjust' : 'resolve'];
  const form = useZodForm<typeof schema, DecisionValues>(schema, {
    id: 'statement',
    defaultValues: { reason: '', amount: '', onBehalfOfEmployee: false },
    fieldOfServerPath,
    saving: busy,
  });
  const done = { onSuccess: onClose, onError: form.setServerError };
  const submit = form.submit(() => {
    const { reason, amount, onBehalfOfEmployee } = form.getValues();
    if (kind === 'dispute') dispute.mutate({ input: { id: statementId, comment: reason.trim(), onBehalfOfEmployee } }, done);
    else if (kind === 'adjust') adjust.mutate({ input: { id: statementId, amount: amount.trim(), reason: reason.trim() } }, done);
    else resolve.mutate({ input: { id: statementId, choice: kind === 'recalculate' ? 'recalculate' : 'reject', reason: reason.trim() } }, done);
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t(`statements.actions.${kind}`)}
      onSubmit={submit}
      form={form}
      submitText={t('statements.dialog.confirm')}
      saving={busy}
    >
      {kind === 'adjust' && (
        <FormGroup label={t('statements.detail.amount')} {...form.group('amount', t('statements.dialog.amountHelp'))}>
          <InputGroup inputMode="decimal" {...form.input('amount')} />
        </FormGroup>
      )}
      <FormGroup
        label={kind === 'dispute' ? t('statements.detail.comment') : t('statements.detail.reason')}
        {...form.group('reason', t('statements.dialog.reasonHelp'))}
      >
        <TextArea fill maxLength={500} {...form.textArea('reason')} />
      </FormGroup>
      {kind === 'dispute' && <Checkbox label={t('statements.dialog.forEmployee')} {...form.switchField('onBehalfOfEmployee')} />}
    </FormDialog>
  );
}
