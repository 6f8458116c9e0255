/**
 * Static sample data of the invoicing wizard mock-up (spec 002 section 2): nothing is looked up
 * or sent; the screens only show the shape of the future flow.
 */
export const sampleTicket = {
  ticket: 'CO101-101-000123',
  store: 'CO101',
  date: '2026-03-02',
  email: 'cliente@example.com',
  confirmEmail: 'cliente@example.com',
};

export const sampleBilling = {
  rfc: 'XAXX010101000',
  businessName: 'PÚBLICO EN GENERAL',
  street: 'Av. Universidad 123',
  municipality: 'Coatzacoalcos',
  neighbourhood: 'Centro',
  city: 'Coatzacoalcos',
  postalCode: '96400',
  country: 'México',
};

/** Amounts of the sample ticket, in pesos. */
export const sampleAmounts = {
  subtotal: 862.07,
  vatTransferred: 137.93,
  incomeTaxWithheld: 0,
  vatWithheld: 0,
  total: 1000,
};

export const wizardSteps = ['ticket', 'rfc', 'verify'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The wizard's position: steps 0 to 2, and "complete" once Siguiente is pressed on the last. */
export function nextStep(step: number): number {
  return Math.min(step + 1, wizardSteps.length);
}

export function previousStep(step: number): number {
  return Math.max(step - 1, 0);
}

export function isComplete(step: number): boolean {
  return step >= wizardSteps.length;
}
