/** The ERP reads a person may start (api/erp/graphql.ts); inserts run only inside processes. */
export const erpReadOperations = ['emptyContainerStock', 'salesRange', 'inventoryRange', 'nextConsolidatedOrderId'] as const;
export type ErpReadOperation = (typeof erpReadOperations)[number];

/** The two companies of the chain; each lives in its own ERP database. */
export const erpCompanies = [1, 2] as const;
export type ErpCompany = (typeof erpCompanies)[number];

/** What the form holds before it becomes an operation. */
export interface ErpQueryForm {
  operation: ErpReadOperation;
  companyId: ErpCompany;
  articleKeys: string[];
  from: Date | null;
  to: Date | null;
}

/** The operation as the API takes it (domain/erp/operations.ts). */
export type ErpOperationVariables =
  | { operation: 'emptyContainerStock'; companyId: number; articleKeys: string[] }
  | { operation: 'salesRange' | 'inventoryRange'; companyId: number; from: string; to: string }
  | { operation: 'nextConsolidatedOrderId'; companyId: number };

/** creating, waiting, reading, done or failed (workflows/erp/erpQuery.ts). */
export type ErpQueryState = 'creating' | 'waiting' | 'reading' | 'done' | 'failed';

export interface ErpQueryStatus {
  workflowId: string;
  status: string;
  state: string | null;
  polls: number | null;
  rows: unknown;
  rowCount: number | null;
  error: string | null;
}

export interface ErpQueryResult {
  erpQuery: ErpQueryStatus;
}

export interface StartErpQueryResult {
  startErpQuery: { workflowId: string };
}
