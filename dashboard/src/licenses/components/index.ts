export { LicensesScreen } from "./LicensesScreen";
