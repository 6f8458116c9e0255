export { MenuGuard } from './MenuGuard';
export { PrometheusShell } from './PrometheusShell';
export { ChatScreen, HomeScreen, SupportScreen } from './screens';
