export { useRemoteCommands } from './useRemoteCommands';
export { useCommandCompanies } from './useCommandCompanies';
export { useStoreKits } from './useStoreKits';
export { useCommandHistory, type CommandHistoryPage } from './useCommandHistory';
export { loadStoreCustomers } from './storeCustomers';
export type { StoreCustomer } from './storeCustomers';
export { useCreateCommand } from './useCreateCommand';
export { useUpdateCommand } from './useUpdateCommand';
export { useSendCommand } from './useSendCommand';
