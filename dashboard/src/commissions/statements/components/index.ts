export { StatementsSelectScreen } from './StatementsSelectScreen';
export { StatementsScreen } from './StatementsScreen';
export { StatementDetailScreen } from './StatementDetailScreen';
