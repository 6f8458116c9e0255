/** Spec 003 section 8.3: creation toasts stay 7 s. */
export const creationToastMs = 7000;
