import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InvoicingWizard } from './InvoicingWizard';
import './billing.css';

/**
 * /prometheus/BillingPortal ('Facturación'): the same three-step invoicing wizard as /cfdi (spec
 * 002 section 2, static sample data, Generar Factura disabled), inside the shell, with the way to
 * the 'Documentación' page.
 */
export function BillingPortalScreen() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <div className="billing">
      <nav className="billing__nav" aria-label={t('navLabel')}>
        <Button variant="minimal" icon="manual" text={t('documentation.open')} onClick={() => void navigate('/prometheus/BillingPortal/documentacion')} />
      </nav>
      <InvoicingWizard />
    </div>
  );
}
