export * from './remoteCommand';
export * from './remoteControl';
export * from './productKit';
export * from './storeToken';
