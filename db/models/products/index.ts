export * from './tax';
export * from './product';
export * from './provider';
export * from './providerProduct';
