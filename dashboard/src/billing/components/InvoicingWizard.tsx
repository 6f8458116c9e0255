import { Button, Callout, Card, FormGroup, H2, H5, HTMLTable, Icon, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/hooks';
import { intlLocaleOf } from '../../ui/utils';
import { isComplete, nextStep, previousStep, sampleAmounts, sampleBilling, sampleTicket, wizardSteps } from '../utils/invoiceSample';
import './invoicingWizard.css';

interface ReadOnlyFieldProps {
  id: string;
  label: string;
  value: string;
}

function ReadOnlyField({ id, label, value }: ReadOnlyFieldProps) {
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value} readOnly />
    </FormGroup>
  );
}

/**
 * /cfdi: the invoicing wizard mock-up of spec 002 section 2. Three steps with static sample data,
 * Atras / Siguiente, a Generar Factura button that stays disabled, and a reset once complete.
 */
export function InvoicingWizard() {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'wizard' });
  const [step, setStep] = useState(0);
  useDocumentTitle(t('title'));
  const money = new Intl.NumberFormat(intlLocaleOf(i18n.resolvedLanguage ?? 'es'), { style: 'currency', currency: 'MXN' });
  const complete = isComplete(step);

  function stepBody() {
    switch (wizardSteps[step]) {
      case 'ticket':
        return (
          <div className="invoicing-wizard__grid">
            <ReadOnlyField id="invoice-ticket" label={t('ticket.ticket')} value={sampleTicket.ticket} />
            <ReadOnlyField id="invoice-store" label={t('ticket.store')} value={sampleTicket.store} />
            <ReadOnlyField id="invoice-date" label={t('ticket.date')} value={sampleTicket.date} />
            <span />
            <ReadOnlyField id="invoice-email" label={t('ticket.email')} value={sampleTicket.email} />
            <ReadOnlyField id="invoice-confirm-email" label={t('ticket.confirmEmail')} value={sampleTicket.confirmEmail} />
          </div>
        );
      case 'rfc':
        return (
          <div className="invoicing-wizard__grid">
            {(Object.keys(sampleBilling) as Array<keyof typeof sampleBilling>).map((field) => (
              <ReadOnlyField key={field} id={`invoice-${field}`} label={t(`billing.${field}`)} value={sampleBilling[field]} />
            ))}
          </div>
        );
      case 'verify':
        return (
          <>
            <H5>{t('verify.billing')}</H5>
            <p>
              {sampleBilling.rfc} · {sampleBilling.businessName}
              <br />
              {sampleBilling.street}, {sampleBilling.neighbourhood}, {sampleBilling.city}, {sampleBilling.postalCode}, {sampleBilling.country}
            </p>
            <H5>{t('verify.amounts')}</H5>
            <HTMLTable compact className="invoicing-wizard__amounts" aria-label={t('verify.amounts')}>
              <tbody>
                {(Object.keys(sampleAmounts) as Array<keyof typeof sampleAmounts>).map((field) => (
                  <tr key={field}>
                    <th>{t(`amounts.${field}`)}</th>
                    <td>{money.format(sampleAmounts[field])}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Button intent="success" icon="document" text={t('actions.generate')} disabled />
          </>
        );
      default:
        return null;
    }
  }

  return (
    <div className="invoicing-wizard">
      <H2>{t('title')}</H2>
      <p className="bp6-text-muted">{t('subtitle')}</p>
      <ol className="invoicing-wizard__steps" aria-label={t('stepsLabel')}>
        {wizardSteps.map((name, index) => (
          <li
            key={name}
            className={
              index === step
                ? 'invoicing-wizard__step invoicing-wizard__step--active'
                : index < step
                  ? 'invoicing-wizard__step invoicing-wizard__step--done'
                  : 'invoicing-wizard__step'
            }
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="invoicing-wizard__step-number">{index < step ? <Icon icon="tick" size={12} /> : index + 1}</span>
            <span>
              {t(`steps.${name}`)}
              {name === 'rfc' ? <small className="invoicing-wizard__optional">{t('steps.rfcCaption')}</small> : null}
            </span>
          </li>
        ))}
      </ol>
      <Card elevation={1} className="invoicing-wizard__card">
        {complete ? (
          <Callout intent="success" icon="tick-circle" title={t('complete.title')}>
            <p>{t('complete.description')}</p>
            <Button icon="reset" text={t('actions.reset')} onClick={() => setStep(0)} />
          </Callout>
        ) : (
          <>
            {stepBody()}
            <div className="invoicing-wizard__actions">
              <Button text={t('actions.back')} icon="arrow-left" disabled={step === 0} onClick={() => setStep(previousStep(step))} />
              <Button intent="primary" text={t('actions.next')} endIcon="arrow-right" onClick={() => setStep(nextStep(step))} />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
