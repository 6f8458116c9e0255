export * from './systemRole';
export * from './position';
export * from './systemMenu';
export * from './permissionProfile';
export * from './attendant';
export * from './secrets';
export * from './verificationCode';
