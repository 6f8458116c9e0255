export * from './customerType';
export * from './customer';
export * from './marketRelease';
export * from './customerCounts';
export * from './customerContact';
