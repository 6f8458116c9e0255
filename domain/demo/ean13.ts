/**
 * EAN-13 barcodes (GS1): twelve data digits and a check digit. Weights alternate 1 and 3 from the
 * left; the check digit brings the weighted sum to a multiple of 10.
 */
export function ean13CheckDigit(firstTwelveDigits: string): number {
  if (!/^\d{12}$/.test(firstTwelveDigits)) throw new Error(`EAN-13 needs 12 data digits, got "${firstTwelveDigits}"`);
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(firstTwelveDigits[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function toEan13(firstTwelveDigits: string): string {
  return `${firstTwelveDigits}${ean13CheckDigit(firstTwelveDigits)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
