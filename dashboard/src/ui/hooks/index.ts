export { useDocumentTitle } from './useDocumentTitle';
export { useErrorToast } from './useErrorToast';
export { useNearViewport } from './useNearViewport';
