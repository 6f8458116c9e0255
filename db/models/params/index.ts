export * from './param';
