import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn, MONEY_SCALE } from '../../../../../domain/common/money';
import { statementPeriodSchema } from '../../../../../domain/commissions/statementPeriod';
import { useZodForm } from '../../../ui/hooks';
import { saveCsv } from '../../../ui/utils/download';
import { exportStatementsMutation } from '../graphql/queries';
import { useExportPreview, useStatementDecision } from '../hooks';
import type { StatementPeriod } from '../utils/period';

export interface StatementExportDialogProps {
  period: StatementPeriod;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The payroll export: a preview of the approved statements and their CSV, then the export itself
 * (which locks them) and the file. The period is the form's (useZodForm on the API's period
 * schema): a period that is not one cannot be exported, and the server's refusal shows above the buttons.
 */
export function StatementExportDialog({ period, isOpen, onClose }: StatementExportDialogProps) {
  const { t, i18n } = useTranslation('commissions');
  const preview = useExportPreview(period, isOpen);
  const exporting = useStatementDecision(exportStatementsMutation);
  const form = useZodForm(statementPeriodSchema, { id: 'statement-export', values: period, allowPristine: true, saving: exporting.isPending });
  const exportPeriod = form.submit(async (checked) => {
    try {
      await exporting.mutateAsync({ input: checked });
    } catch (error) {
      form.setServerError(error);
    }
  });
  const fileName = `nomina-${period.organizationId}-${period.periodStart}.csv`;
  const data = preview.data?.commissionStatementExportPreview;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('statements.export.title')} style={{ width: 760 }}>
      <DialogBody>
        {preview.isPending ? (
          <Spinner />
        ) : preview.error ? (
          <Callout intent="danger">{preview.error.message}</Callout>
        ) : exporting.data ? (
          <Callout intent="success" data-exported={exporting.data.exportCommissionStatements.statements}>
            {t('statements.export.done', { count: exporting.data.exportCommissionStatements.statements })}
          </Callout>
        ) : data ? (
          <>
            <p data-preview={data.statements}>
              {t('statements.export.summary', { count: data.statements, total: formatMoneyIn(i18n.language, data.total, MONEY_SCALE.commissionDetail) })}
            </p>
            <pre className={`${Classes.CODE_BLOCK} statement-csv`} aria-label={t('statements.export.csv')}>
              {data.csv}
            </pre>
          </>
        ) : null}
        {form.formError ? (
          <Callout intent="danger" role="alert">
            {form.formError}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          exporting.data ? (
            <>
              <Button
                icon="download"
                intent="primary"
                text={t('statements.export.download')}
                onClick={() => saveCsv(exporting.data.exportCommissionStatements.csv, fileName)}
              />
              <Button text={t('statements.close')} onClick={onClose} />
            </>
          ) : (
            <>
              <Button text={t('statements.cancel')} onClick={onClose} />
              <Button
                icon="export"
                intent="primary"
                text={t('statements.export.confirm')}
                disabled={form.submitDisabled || !data || data.statements === 0}
                loading={exporting.isPending}
                onClick={() => exportPeriod()}
              />
            </>
          )
        }
      />
    </Dialog>
  );
}
