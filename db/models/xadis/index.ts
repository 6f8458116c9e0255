export * from './emptyContainerReport';
export * from './transmission';
