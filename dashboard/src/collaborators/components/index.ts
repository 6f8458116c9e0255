export { CashierStoreLinkScreen } from './CashierStoreLinkScreen';
