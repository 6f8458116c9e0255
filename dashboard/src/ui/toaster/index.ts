export { showErrorToast, showToast, toastDurations } from './toaster';
export type { ShowToastOptions, ToastPlacement } from './toaster';
