export { RemoteCommandsScreen } from './RemoteCommandsScreen';
