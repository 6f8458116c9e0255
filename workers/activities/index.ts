import { createErpActivities, type ErpActivityDependencies } from './erp';
import { createCustomerActivities, type CustomerActivityDependencies } from './customers';
import { createAuditActivities, type AuditActivityDependencies } from './audits';
import { createCommissionActivities, type CommissionActivityDependencies } from './commissions';

/**
 * Every activity of every process, built from injected dependencies (database models, mailer,
 * SMS, storage, ERP) so tests pass fakes and production passes real clients. The Temporal worker
 * and the embedded runtime register the same object.
 */
export interface ActivityDependencies {
  erp?: ErpActivityDependencies;
  customers?: CustomerActivityDependencies;
  audits?: AuditActivityDependencies;
  commissions?: CommissionActivityDependencies;
}

export function createActivities(dependencies: ActivityDependencies = {}) {
  return {
    ...createErpActivities(dependencies.erp),
    ...createCustomerActivities(dependencies.customers),
    ...createAuditActivities(dependencies.audits),
    ...createCommissionActivities(dependencies.commissions),
  };
}

export type Activities = ReturnType<typeof createActivities>;
