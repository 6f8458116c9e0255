export { BillingPortalScreen } from './BillingPortalScreen';
export { DocumentationScreen } from './DocumentationScreen';
