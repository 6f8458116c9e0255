export { CashierStoreLinkScreen } from "./CashierStoreLinkScreen";
