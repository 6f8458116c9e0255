export { SystemStatusScreen } from './SystemStatusScreen';
export type { SystemStatusScreenProps } from './SystemStatusScreen';
