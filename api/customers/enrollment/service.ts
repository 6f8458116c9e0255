import type { z } from 'zod';
import { AppError } from '../../../domain/errors/catalogue';
import { isBlocked } from '../../../domain/customers/classification';
import { normalizePreregistrationCode, preregistrationCodePattern } from '../../../domain/customers/code';
import { CustomerModel, type CustomerDocument } from '../../../db/models/customers/customer';
import { refreshCustomerClasses } from '../../../db/models/customers/customerCounts';
import { WarehouseModel } from '../../../db/models/stores/warehouse';
import type { Mailer } from '../../../integrations/mail';
import { sendSmsToMobilePhones, type SmsSender } from '../../../integrations/sms';
import { customerNotice } from '../../../integrations/mail/templates';
import type { enrollmentSchema } from './schemas';
import type { Logger } from '../../../config/logger';

/** The customer a pre-registration code names (trimmed and upper-cased first), or 'No results for this preregistration code'. */
export async function findByPreregistrationCode(typed: string): Promise<CustomerDocument> {
  const code = normalizePreregistrationCode(typed);
  const customer = preregistrationCodePattern.test(code)
    ? await CustomerModel.findOne({ preregistrationCode: code, _deleted: { $ne: true } }).lean<CustomerDocument>()
    : null;
  if (!customer) throw new AppError('PREREGISTRATION_CODE_NOT_FOUND');
  return customer;
}

/**
 * Stores the fingerprints of a customer once (the update matches only a customer without fingers,
 * so two stations enrolling at once store one set), records the store, and notifies the customer
 * by e-mail and SMS once (keyed by the customer).
 */
export async function enrollFingerprints(
  input: z.output<typeof enrollmentSchema>,
  services: { mailer?: Mailer; sms?: SmsSender; logger: Logger },
): Promise<CustomerDocument> {
  const customer = await CustomerModel.findById(input.customerId).lean<CustomerDocument>();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { id: input.customerId });
  if (isBlocked(customer)) throw new AppError('CUSTOMER_BLOCKED', { name: customer.customerName });
  const store = await WarehouseModel.exists({ warehouseId: input.warehouseId, warehouseType: '_10' });
  if (!store) throw new AppError('STORE_NOT_FOUND');
  const fingers = [...new Map(input.fingers.map((finger) => [finger.fingerType, finger])).values()];
  const written = await CustomerModel.updateOne(
    { _id: customer._id, fingerCount: 0 },
    { $set: { fingers, fingerCount: fingers.length, enrollmentWarehouseId: input.warehouseId } },
  );
  if (written.modifiedCount === 0) throw new AppError('FINGERPRINTS_ALREADY_ENROLLED');
  await refreshCustomerClasses([customer._id]);
  const notice = customerNotice('enrolled', customer);
  const key = `enrollment:${String(customer._id)}`;
  try {
    if (services.mailer) {
      for (const email of customer.emails)
        await services.mailer.sendMail({
          idempotencyKey: `${key}/email/${email.toLowerCase()}`,
          to: email,
          subject: notice.subject,
          html: notice.html,
          text: notice.text,
        });
    }
    if (services.sms) await sendSmsToMobilePhones(services.sms, { idempotencyKey: `${key}/sms`, phones: customer.phones, message: notice.sms });
  } catch (error) {
    // The enrollment stands; the outbox shows the failed notice for a resend.
    services.logger.warn({ err: error, customer: String(customer._id) }, 'enrollment notice failed');
  }
  return (await CustomerModel.findById(customer._id).lean<CustomerDocument>())!;
}
