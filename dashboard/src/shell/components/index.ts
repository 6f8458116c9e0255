export { MenuGuard } from './MenuGuard';
export { PrometheusShell } from './PrometheusShell';
export { ChatScreen } from './ChatScreen';
export { HomeScreen } from './HomeScreen';
export { SupportScreen } from './SupportScreen';
