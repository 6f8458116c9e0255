export { PurchaseOrdersScreen } from './PurchaseOrdersScreen';
