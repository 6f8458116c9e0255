/**
 * Code 128 (ISO/IEC 15417) for printable ASCII text, as plain module widths: the bars a scanner
 * reads, without any drawing library. The code sets are chosen by the standard's Annex E rules (the
 * ones bwip-js follows for the same text, so these bars are the ones of the stored PNG):
 * start in C on 4 or more leading digits, B otherwise; in B, a run of 4 or more digits switches to
 * C (after its first digit when the run is odd); C goes back to B before a non-digit.
 */

/** The bar/space widths of the 107 symbol values (103-105 the start characters, 106 the stop). */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
)
  .split(' ')
  .map((pattern) => [...pattern].map(Number));

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

const isDigit = (text: string, index: number) => index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57;

function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text, end)) end += 1;
  return end - from;
}

/** The symbol values of `text` (printable ASCII, 32 to 126), start and check character included, stop excluded. */
export function code128Values(text: string): number[] {
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char < 32 || char > 126) throw new Error(`Code 128 here takes printable ASCII only, not character ${char}`);
  }
  const values: number[] = [];
  let set: 'B' | 'C';
  let index = 0;
  const leading = digitRun(text, 0);
  if (leading >= 4 || (leading === 2 && text.length === 2)) {
    set = 'C';
    values.push(START_C);
  } else {
    set = 'B';
    values.push(START_B);
  }
  while (index < text.length) {
    if (set === 'C') {
      if (digitRun(text, index) >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
      continue;
    }
    const run = digitRun(text, index);
    if (run >= 4) {
      // An odd run keeps its first digit in B, so C takes an even number of digits.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(index) - 32);
        index += 1;
      }
      values.push(CODE_C);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(index) - 32);
    index += 1;
  }
  let check = values[0];
  for (let position = 1; position < values.length; position += 1) check += values[position] * position;
  values.push(check % 103);
  return values;
}

/** Alternating bar and space widths in modules, first a bar, the stop character's last bar included. */
export function code128Widths(text: string): number[] {
  return [...code128Values(text), STOP].flatMap((value) => PATTERNS[value]);
}
