export { formatDateTime, formatDuration, intlLocaleOf } from './dates';
export { formatJson } from './json';
