export * from './customerType';
