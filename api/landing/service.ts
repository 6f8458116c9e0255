import { subscriptionEmailKey, type EmailSubscriptionInput } from '../../domain/access/subscription';
import { EmailSubscriptionModel, type EmailSubscription } from '../../db/models/landing/emailSubscription';

/** Stores an address once: subscribing it again keeps the first origin and only updates `active`. */
export async function subscribe(input: EmailSubscriptionInput) {
  const emailKey = subscriptionEmailKey(input.email);
  const stored = await EmailSubscriptionModel.findOneAndUpdate(
    { emailKey },
    { $set: { active: input.active }, $setOnInsert: { email: input.email, emailKey, origin: input.origin } },
    { upsert: true, returnDocument: 'after' },
  ).lean<EmailSubscription>();
  return { email: stored!.email, active: stored!.active, origin: stored!.origin };
}
