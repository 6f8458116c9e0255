export { WorkplansScreen } from "./WorkplansScreen";
