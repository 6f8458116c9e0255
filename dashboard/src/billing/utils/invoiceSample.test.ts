import { describe, expect, it } from 'vitest';
import { money, moneyText } from '../../../../domain/common/money';
import { isComplete, nextStep, previousStep, sampleAmounts } from './invoiceSample';

describe('invoicing wizard steps', () => {
  it('goes from step 0 to 2, then complete; back never below 0', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(2)).toBe(3);
    expect(nextStep(3)).toBe(3);
    expect(isComplete(2)).toBe(false);
    expect(isComplete(3)).toBe(true);
    expect(previousStep(0)).toBe(0);
    expect(previousStep(2)).toBe(1);
  });

  it('has sample amounts that add up', () => {
    const { subtotal, vatTransferred, incomeTaxWithheld, vatWithheld, total } = sampleAmounts;
    expect(moneyText(money(subtotal).plus(vatTransferred).minus(incomeTaxWithheld).minus(vatWithheld))).toBe(moneyText(total));
  });
});
