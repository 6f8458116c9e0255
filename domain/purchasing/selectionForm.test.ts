import { describe, expect, it } from 'vitest';
import { purchaseSelectionFormSchema } from './schemas';

const selection = { from: '2026-11-29', to: '2026-12-06', companyId: '', zoneId: '', storeIds: [], providerId: '', distributionCentre: false };
const problems = (patch: object) =>
  purchaseSelectionFormSchema.safeParse({ ...selection, ...patch }).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('purchaseSelectionFormSchema', () => {
  it('takes a selection whose company and provider are still to be picked', () => {
    expect(problems({})).toEqual([]);
  });
  it('refuses a day that is not one and a range the API refuses, under the day', () => {
    expect(problems({ to: '06/12/2026' })).toEqual(['to:PURCHASING_DAY_INVALID']);
    expect(problems({ to: '2027-02-07' })).toEqual(['to:PURCHASING_RANGE_INVALID']);
    expect(problems({ to: '2026-11-28' })).toEqual(['to:PURCHASING_RANGE_INVALID']);
  });
});
