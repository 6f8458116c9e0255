/** Where a pre-registration's public files live: the Code 128 barcode (PNG) and the form as sent (JSON). */
export const barcodeKey = (code: string) => `public/barcodes/${code}.png`;
export const registrationFormKey = (code: string) => `public/barcodes/${code}.json`;
