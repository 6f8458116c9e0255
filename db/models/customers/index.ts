export * from './customerType';
export * from './customer';
export * from './marketRelease';
