export * from './emailSubscription';
