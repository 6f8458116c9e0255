export * from './metaRecord';
