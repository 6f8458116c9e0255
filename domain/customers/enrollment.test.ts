import { describe, expect, it } from 'vitest';
import { enrollmentStoreFormSchema, preregistrationCodeSearchSchema } from './enrollment';

describe('the enrollment screen forms', () => {
  it.each([
    ['  abcdefghi123456 ', { code: 'ABCDEFGHI123456' }, undefined],
    ['ABC-12', undefined, 'PREREGISTRATION_CODE_INVALID'],
    ['', undefined, 'PREREGISTRATION_CODE_INVALID'],
    ['ABCDEFGHI1234567', undefined, 'PREREGISTRATION_CODE_INVALID'],
  ])('code %j → %j / %j', (code, data, problem) => {
    const result = preregistrationCodeSearchSchema.safeParse({ code });
    expect(result.data).toEqual(data);
    expect(result.error?.issues[0]?.message).toBe(problem);
  });

  it.each([
    ['CO101', undefined],
    ['', 'STORE_NOT_FOUND'],
    ['co 101', 'STORE_NOT_FOUND'],
  ])('store %j → %j', (warehouseId, problem) => {
    expect(enrollmentStoreFormSchema.safeParse({ warehouseId }).error?.issues[0]?.message).toBe(problem);
  });
});
