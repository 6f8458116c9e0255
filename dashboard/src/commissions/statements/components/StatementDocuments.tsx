import { Button, ButtonGroup, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGqlMutation } from '../../../graphql';
import { emailStatementMutation } from '../graphql/queries';
import { useStatementPdf } from '../hooks';

export interface StatementDocumentsProps {
  statementId: string;
}

/** The statement as a PDF: download it, or e-mail it (to the employee's address, or one typed here). */
export function StatementDocuments({ statementId }: StatementDocumentsProps) {
  const { t } = useTranslation('commissions');
  const pdf = useStatementPdf();
  const email = useGqlMutation(emailStatementMutation);
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const close = () => {
    setOpen(false);
    setTo('');
    email.reset();
  };
  return (
    <>
      <ButtonGroup className="statement-documents">
        <Button icon="document" text={t('statements.pdf.download')} loading={pdf.isPending} onClick={() => pdf.mutate(statementId)} />
        <Button icon="envelope" text={t('statements.pdf.email')} onClick={() => setOpen(true)} />
      </ButtonGroup>
      {pdf.error && <Callout intent="danger">{pdf.error.message}</Callout>}
      <Dialog isOpen={open} onClose={close} title={t('statements.pdf.email')}>
        <DialogBody>
          <FormGroup label={t('statements.pdf.to')} labelFor="statement-email" helperText={t('statements.pdf.toHelp')}>
            <InputGroup id="statement-email" type="email" value={to} onValueChange={setTo} />
          </FormGroup>
          {email.data && <Callout intent="success">{t('statements.pdf.sent', { to: email.data.emailCommissionStatement.to })}</Callout>}
          {email.error && <Callout intent="danger">{email.error.message}</Callout>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('statements.close')} onClick={close} />
              <Button
                intent="primary"
                icon="send-message"
                text={t('statements.pdf.send')}
                loading={email.isPending}
                disabled={Boolean(email.data)}
                onClick={() => email.mutate({ input: { id: statementId, to: to.trim() || null } })}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
