import { Button, ButtonGroup, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementEmailFormSchema } from '../../../../../domain/commissions/statementForms';
import { useGqlMutation } from '../../../graphql';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { emailStatementMutation } from '../graphql/queries';
import { useStatementPdf } from '../hooks';

export interface StatementDocumentsProps {
  statementId: string;
}

/**
 * The statement as a PDF: download it, or e-mail it (to the employee's address, or one typed here).
 * The address is a useZodForm on statementEmailFormSchema (the API's rule): one that is not an
 * address shows under it and Enviar stays off; empty sends to the employee's own.
 */
export function StatementDocuments({ statementId }: StatementDocumentsProps) {
  const { t } = useTranslation('commissions');
  const pdf = useStatementPdf();
  const email = useGqlMutation(emailStatementMutation);
  const [open, setOpen] = useState(false);
  const form = useZodForm(statementEmailFormSchema, {
    id: 'statement-email',
    mode: 'onChange',
    allowPristine: true,
    saving: email.isPending,
    defaultValues: { to: '' },
  });
  const close = () => {
    setOpen(false);
    form.reset({ to: '' });
    email.reset();
  };
  const send = form.submit(({ to }) => email.mutate({ input: { id: statementId, to: to || null } }, { onError: (error) => form.setServerError(error) }));
  return (
    <>
      <ButtonGroup className="statement-documents">
        <Button icon="document" text={t('statements.pdf.download')} loading={pdf.isPending} onClick={() => pdf.mutate(statementId)} />
        <Button icon="envelope" text={t('statements.pdf.email')} onClick={() => setOpen(true)} />
      </ButtonGroup>
      {pdf.error && <Callout intent="danger">{pdf.error.message}</Callout>}
      <FormDialog
        isOpen={open}
        onClose={close}
        title={t('statements.pdf.email')}
        onSubmit={send}
        form={form}
        cancelText={t('statements.close')}
        submitText={t('statements.pdf.send')}
        submitIcon="send-message"
        saving={email.isPending}
        blocked={Boolean(email.data)}
      >
        <FormGroup label={t('statements.pdf.to')} {...form.group('to', t('statements.pdf.toHelp'))}>
          <InputGroup {...form.input('to')} type="email" />
        </FormGroup>
        {email.data && <Callout intent="success">{t('statements.pdf.sent', { to: email.data.emailCommissionStatement.to })}</Callout>}
      </FormDialog>
    </>
  );
}
