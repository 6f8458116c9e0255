import type { VerifyPurchaseOrderMutation } from '../../graphql';

/** A verified purchase order as the preview shows it before sending. */
export type PreviewOrder = VerifyPurchaseOrderMutation['verifyPurchaseOrder'];
