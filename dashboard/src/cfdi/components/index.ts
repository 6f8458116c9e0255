export { InvoicingWizard } from './InvoicingWizard';
