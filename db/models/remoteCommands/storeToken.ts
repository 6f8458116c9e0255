import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * A store's point-of-sale credential for the remote-commands endpoint. The token a point of sale
 * sends is `<tokenId>.<secret>`: the id finds the record, the secret is checked against its argon2id
 * hash (db/models/access/secrets.ts); the secret itself is never stored.
 */
export interface StoreToken {
  tokenId: string;
  warehouseId: string;
  secretHash: string;
  label: string;
  revoked: boolean;
  lastUsedAt: Date | null;
}

const storeTokenSchema = new Schema<StoreToken>(
  {
    tokenId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    secretHash: { type: String, required: true },
    label: { type: String, default: '' },
    revoked: { type: Boolean, default: false },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'storeTokens' },
);
storeTokenSchema.index({ tokenId: 1 }, { unique: true });
storeTokenSchema.index({ warehouseId: 1 });

export const StoreTokenModel = defineModel<StoreToken>('StoreToken', storeTokenSchema);
