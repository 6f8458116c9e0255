export * from './organization';
export * from './zone';
export * from './warehouse';
