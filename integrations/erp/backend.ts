import { type ErpOperation, type ErpOperationResults } from '../../domain/erp/operations';

/** What an operation answers with, by its name. */
export type ErpResultOf<O extends ErpOperation> = ErpOperationResults[O['operation']];

/**
 * The ERP as the agent sees it: one typed operation in, its rows out. The simulator and SQL
 * Server (through mssql) both implement it; the agent does not know which one it drives.
 */
export interface ErpBackend {
  readonly name: 'simulator' | 'mssql';
  run<O extends ErpOperation>(operation: O): Promise<ErpResultOf<O>>;
  /**
   * The rows of a range reading (sales, inventory) one at a time, as the ERP yields them, for a
   * windowed request (flow control): the agent never holds the whole range. Null for an operation
   * that has no streamed form; then the agent answers with `run`.
   */
  rows?(operation: ErpOperation): AsyncIterable<unknown> | Iterable<unknown> | null;
  close?(): Promise<void>;
}

/** A failure the ERP itself reports (bad range, folio already used): the request ends as failed. */
export class ErpOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErpOperationError';
  }
}

export type ErpOperationOf<Name extends ErpOperation['operation']> = Extract<ErpOperation, { operation: Name }>;

/** One handler per operation: what each backend supplies. */
export type ErpOperationHandlers = {
  [Name in ErpOperation['operation']]: (operation: ErpOperationOf<Name>) => Promise<ErpOperationResults[Name]> | ErpOperationResults[Name];
};

/** Runs an operation on the backend's handler for it; an unknown one is an ERP-side failure. */
export async function runErpOperation<O extends ErpOperation>(handlers: ErpOperationHandlers, operation: O): Promise<ErpResultOf<O>> {
  const handler = handlers[operation.operation as ErpOperation['operation']] as ((operation: O) => unknown) | undefined;
  if (!handler) throw new ErpOperationError(`unknown operation ${(operation as { operation: string }).operation}`);
  return (await handler(operation)) as ErpResultOf<O>;
}
