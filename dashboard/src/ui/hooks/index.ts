export { useDocumentTitle } from './useDocumentTitle';
export { useErrorToast } from './useErrorToast';
export { useNearViewport } from './useNearViewport';
export { useOpenRows } from './useOpenRows';
export { useColumnVisibility } from './useColumnVisibility';
export { useCsvExport } from './useCsvExport';
export { useRowKeyboard } from './useRowKeyboard';
export { useSettledValue } from './useSettledValue';
export { useZodForm } from './useZodForm';
export type {
  DateBinding,
  FormGroupBinding,
  InputBinding,
  NumericBinding,
  SelectBinding,
  SwitchBinding,
  TextAreaBinding,
  UseZodFormOptions,
  ZodForm,
} from './useZodForm';
export { useServerTableState } from './useServerTableState';
export type { ServerTableState, ServerTableStateOptions } from './useServerTableState';
