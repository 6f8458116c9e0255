// The module's shared components, one per file, read from here by the screens.
export { ConfirmDelete } from './ConfirmDelete';
export { NameDialog, type NameDialogProps } from './NameDialog';
export { ListState } from './ListState';
export { DayInput, SPEC_REPORTS_DAY_PATTERN, type DayInputProps } from './DayInput';
