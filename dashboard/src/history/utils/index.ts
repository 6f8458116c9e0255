export { changedFieldsSummary, fieldLabel, withoutPositions, type FieldLabels } from './fieldLabels';
export {
  dateRangeProblem,
  emptyFilters,
  filterNames,
  isOperation,
  operations,
  toServerFilter,
  type AuditLogFilters,
  type DateRangeProblem,
  type Operation,
} from './filters';
export { formatInstant, formatValue, MAX_VALUE_LENGTH, REDACTED_VALUE, shortenValue, type ValueWords } from './values';
export { recordTypesOf, splitAreaNames, type KnownRecordType } from './areas';
export { actorText, type ActorLike, type ActorWords } from './actor';
