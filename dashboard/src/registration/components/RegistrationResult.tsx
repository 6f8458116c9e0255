import { Button, Callout, H3, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../ui/toaster';
import { type CustomerRegistrationFragment as CustomerRegistrationResult } from '../../graphql';

export type SubmissionState = { state: 'sending' } | { state: 'success'; result: CustomerRegistrationResult } | { state: 'failure'; message: string };

export interface RegistrationResultProps {
  submission: SubmissionState;
  onEnrolNew: () => void;
}

/** The result view after Finish: sending, success with the code and its barcode, or failure. */
export function RegistrationResult({ submission, onEnrolNew }: RegistrationResultProps) {
  const { t } = useTranslation('registration');
  if (submission.state === 'sending') {
    return (
      <div className="registration-result registration-result--sending" role="status">
        <Spinner size={40} />
        <p>{t('result.sending')}</p>
      </div>
    );
  }
  const enrolNew = <Button icon="new-person" intent="primary" text={t('buttons.enrolNew')} onClick={onEnrolNew} />;
  if (submission.state === 'failure') {
    return (
      <div className="registration-result">
        <Callout intent="danger" icon="error" title={t('result.failure')}>
          {submission.message}
        </Callout>
        <div className="registration-result__actions">{enrolNew}</div>
      </div>
    );
  }
  const { result } = submission;
  const code = result.preregistrationCode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      void showToast({ message: t('result.copied', { code }), intent: 'success', icon: 'clipboard' });
    } catch {
      showErrorToast(new Error(t('result.copyFailed')));
    }
  };
  return (
    <div className="registration-result">
      <H3>{t('result.congratulations', { name: result.customerName })}</H3>
      <Callout intent="success" icon="tick-circle">
        {t('result.success', { store: result.storeName })}
      </Callout>
      {/* Only this block is printed (registration.css, @media print). */}
      <div className="registration-print">
        <p className="registration-print__label">{t('result.codeLabel')}</p>
        <img className="registration-print__barcode" src={result.barcodeDataUrl} alt={t('result.barcodeAlt', { code })} />
        <p className="registration-print__code" data-testid="preregistration-code">
          {code}
        </p>
      </div>
      <div className="registration-result__actions">
        <Button icon="clipboard" text={t('buttons.copy')} onClick={() => void copy()} />
        <Button icon="print" text={t('buttons.print')} onClick={() => window.print()} />
        {enrolNew}
      </div>
    </div>
  );
}
