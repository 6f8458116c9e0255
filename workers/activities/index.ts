import { createErpActivities, type ErpActivityDependencies } from './erp';
import { createCustomerActivities, type CustomerActivityDependencies } from './customers';
import { createAuditActivities, type AuditActivityDependencies } from './audits';
import { createCommissionActivities, type CommissionActivityDependencies } from './commissions';
import { createPurchasingActivities, type PurchasingActivityDependencies } from './purchasing';
import { createForecastActivities, type ForecastActivityDependencies } from './purchasingForecast';
import { createHeadcountActivities, type HeadcountActivityDependencies } from './headcount';
import { createXadisActivities, type XadisActivityDependencies } from './xadis';

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
  purchasing?: PurchasingActivityDependencies;
  forecasts?: ForecastActivityDependencies;
  headcount?: HeadcountActivityDependencies;
  xadis?: XadisActivityDependencies;
}

export function createActivities(dependencies: ActivityDependencies = {}) {
  return {
    ...createErpActivities(dependencies.erp),
    ...createCustomerActivities(dependencies.customers),
    ...createAuditActivities(dependencies.audits),
    ...createCommissionActivities(dependencies.commissions),
    ...createPurchasingActivities(dependencies.purchasing),
    ...createForecastActivities(dependencies.forecasts),
    ...createHeadcountActivities(dependencies.headcount),
    ...createXadisActivities(dependencies.xadis),
  };
}

export type Activities = ReturnType<typeof createActivities>;
