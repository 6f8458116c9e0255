export { SystemSettingsScreen } from './SystemSettingsScreen';
export { UsersScreen } from './UsersScreen';
