import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMoneyText } from '../../../../../domain/common/money';
import { adjustStatementMutation, disputeStatementMutation, resolveStatementDisputeMutation } from '../graphql/queries';
import { useStatementDecision } from '../hooks';

export type StatementDialogKind = 'dispute' | 'adjust' | 'recalculate' | 'rejectDispute';

export interface StatementActionDialogProps {
  statementId: string;
  /** The action the dialog asks the why (and the amount) for; null: closed. */
  kind: StatementDialogKind | null;
  onClose: () => void;
}

/** The why of a decision (and an adjustment's amount, exact decimal text, negative to take money back). */
export function StatementActionDialog({ statementId, kind, onClose }: StatementActionDialogProps) {
  const { t } = useTranslation('commissions');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [forEmployee, setForEmployee] = useState(false);
  const dispute = useStatementDecision(disputeStatementMutation);
  const adjust = useStatementDecision(adjustStatementMutation);
  const resolve = useStatementDecision(resolveStatementDisputeMutation);
  const busy = dispute.isPending || adjust.isPending || resolve.isPending;
  const error = dispute.error ?? adjust.error ?? resolve.error;
  const amountOk = kind !== 'adjust' || (isMoneyText(amount) && Number(amount) !== 0);
  const ready = reason.trim().length >= 3 && amountOk;
  const close = () => {
    setReason('');
    setAmount('');
    setForEmployee(false);
    dispute.reset();
    adjust.reset();
    resolve.reset();
    onClose();
  };
  const submit = () => {
    const done = { onSuccess: close };
    if (kind === 'dispute') dispute.mutate({ input: { id: statementId, comment: reason.trim(), onBehalfOfEmployee: forEmployee } }, done);
    else if (kind === 'adjust') adjust.mutate({ input: { id: statementId, amount: amount.trim(), reason: reason.trim() } }, done);
    else if (kind) resolve.mutate({ input: { id: statementId, choice: kind === 'recalculate' ? 'recalculate' : 'reject', reason: reason.trim() } }, done);
  };
  return (
    <Dialog isOpen={kind !== null} onClose={close} title={kind ? t(`statements.actions.${kind}`) : ''}>
      <DialogBody>
        {kind === 'adjust' && (
          <FormGroup
            label={t('statements.detail.amount')}
            labelFor="statement-amount"
            helperText={t('statements.dialog.amountHelp')}
            intent={amount && !amountOk ? 'danger' : 'none'}
          >
            <InputGroup id="statement-amount" value={amount} onValueChange={setAmount} inputMode="decimal" />
          </FormGroup>
        )}
        <FormGroup
          label={kind === 'dispute' ? t('statements.detail.comment') : t('statements.detail.reason')}
          labelFor="statement-reason"
          helperText={t('statements.dialog.reasonHelp')}
        >
          <TextArea id="statement-reason" fill value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} />
        </FormGroup>
        {kind === 'dispute' && <Checkbox checked={forEmployee} label={t('statements.dialog.forEmployee')} onChange={() => setForEmployee(!forEmployee)} />}
        {error && <Callout intent="danger">{error.message}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('statements.cancel')} onClick={close} />
            <Button intent="primary" text={t('statements.dialog.confirm')} disabled={!ready} loading={busy} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
