import { z } from 'zod';
import { singleLineText } from '../common/text';

/**
 * The landing page's e-mail: empty gives SUBSCRIPTION_EMAIL_REQUIRED ("Ingresa tu e-m@il"), a
 * format mismatch (local part, @, domain, an ending of 2 to 4 letters) SUBSCRIPTION_EMAIL_INVALID
 * ("Formato incorrecto de e-m@il").
 */
export const SUBSCRIPTION_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export const subscriptionOrigins = ['landingPage', 'customerRegistration', 'other'] as const;

export const emailSubscriptionSchema = z.object({
  email: singleLineText()
    .min(1, 'SUBSCRIPTION_EMAIL_REQUIRED')
    .max(254, 'SUBSCRIPTION_EMAIL_INVALID')
    .regex(SUBSCRIPTION_EMAIL_PATTERN, 'SUBSCRIPTION_EMAIL_INVALID'),
  active: z.boolean().default(true),
  origin: z.enum(subscriptionOrigins, 'SUBSCRIPTION_ORIGIN_INVALID').default('landingPage'),
});
export type EmailSubscriptionInput = z.output<typeof emailSubscriptionSchema>;

/** Addresses are stored once, whatever their case. */
export function subscriptionEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
