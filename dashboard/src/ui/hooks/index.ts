export { useDocumentTitle } from './useDocumentTitle';
export { useErrorToast } from './useErrorToast';
export { useNearViewport } from './useNearViewport';
export { useColumnVisibility } from './useColumnVisibility';
export { useCsvExport } from './useCsvExport';
export { useRowKeyboard } from './useRowKeyboard';
