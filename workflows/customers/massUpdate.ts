import type { CustomerQuery } from '../../domain/customers/query';
import type { CustomerActivities, MassUpdateAction } from './activities';
import { defineProcess, defineQuery } from '../context';

/**
 * A mass update of customers (spec 001 section 4): inactivate, set a customer type (with a notice
 * to each customer), or release to stores. Runs in batches so a selection of 100,000 customers is
 * a process with progress, not one request; each batch is idempotent (sets values, upserts
 * releases, notices by key), so a batch re-run after a crash changes nothing twice.
 */
export const CUSTOMER_MASS_UPDATE_WORKFLOW = 'customerMassUpdate';
export const DEFAULT_MASS_UPDATE_BATCH = 200;

export interface CustomerMassUpdateInput {
  action: MassUpdateAction;
  /** Explicit selection (the table's selected rows), or... */
  customerRefs?: string[] | null;
  /** ...every customer of a checked filter. */
  query?: CustomerQuery | null;
  customerTypeId?: string | null;
  warehouseIds?: string[] | null;
  batchSize?: number;
}

export interface CustomerMassUpdateProgress {
  state: 'counting' | 'updating' | 'done';
  total: number;
  processed: number;
  updated: number;
  skipped: number;
  notified: number;
}

export const customerMassUpdateProgressQuery = defineQuery<CustomerMassUpdateProgress>('customerMassUpdateProgress');

export const customerMassUpdateProcess = defineProcess<CustomerMassUpdateInput, CustomerMassUpdateProgress>(
  CUSTOMER_MASS_UPDATE_WORKFLOW,
  async (ctx, input) => {
    const progress: CustomerMassUpdateProgress = { state: 'counting', total: 0, processed: 0, updated: 0, skipped: 0, notified: 0 };
    ctx.onQuery(customerMassUpdateProgressQuery, () => ({ ...progress }));
    const activities = ctx.activities<CustomerActivities>({ startToCloseTimeoutMs: 300_000, retry: { maximumAttempts: 5 } });
    const batchSize = Math.max(1, Math.min(1000, input.batchSize ?? DEFAULT_MASS_UPDATE_BATCH));

    const apply = async (refs: string[], index: number) => {
      const result = await activities.applyCustomerMassUpdate({
        key: `${ctx.info.workflowId}:batch-${index}`,
        action: input.action,
        customerRefs: refs,
        customerTypeId: input.customerTypeId ?? null,
        warehouseIds: input.warehouseIds ?? [],
      });
      progress.processed += refs.length;
      progress.updated += result.updated;
      progress.skipped += result.skipped;
      progress.notified += result.notified;
    };

    if (input.customerRefs) {
      const refs = [...new Set(input.customerRefs)];
      progress.total = refs.length;
      progress.state = 'updating';
      for (let index = 0; index * batchSize < refs.length; index += 1) await apply(refs.slice(index * batchSize, (index + 1) * batchSize), index);
    } else {
      const query = input.query ?? {};
      progress.total = await activities.countCustomers({ query });
      progress.state = 'updating';
      let afterRef: string | null = null;
      for (let index = 0; ; index += 1) {
        const refs: string[] = await activities.listCustomerRefsPage({ query, afterRef, limit: batchSize });
        if (refs.length === 0) break;
        await apply(refs, index);
        afterRef = refs[refs.length - 1];
      }
    }
    progress.state = 'done';
    return { ...progress };
  },
);
