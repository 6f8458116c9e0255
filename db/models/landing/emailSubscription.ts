import { Schema } from 'mongoose';
import { defineModel } from '../common';

/** A landing-page subscription to promotions (spec 000 section 3): one record per address. */
export interface EmailSubscription {
  email: string;
  /** Lower-case address: the unique key. */
  emailKey: string;
  active: boolean;
  /** Where the visitor subscribed (landingPage...). The first origin is kept. */
  origin: string;
  createdAt?: Date;
  updatedAt?: Date;
}

const emailSubscriptionSchema = new Schema<EmailSubscription>(
  {
    email: { type: String, required: true, maxlength: 254 },
    emailKey: { type: String, required: true },
    active: { type: Boolean, default: true },
    origin: { type: String, required: true },
  },
  { timestamps: true, collection: 'emailSubscriptions' },
);
emailSubscriptionSchema.index({ emailKey: 1 }, { unique: true });

export const EmailSubscriptionModel = defineModel<EmailSubscription>('EmailSubscription', emailSubscriptionSchema);
