export { formatEpoch, riskShare } from './format';
