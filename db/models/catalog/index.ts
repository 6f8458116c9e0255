export * from './postalCode';
