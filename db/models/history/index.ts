export * from './changeHistoryEntry';
