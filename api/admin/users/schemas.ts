import { z } from 'zod';
import { singleLineText } from '../../../domain/common/text';

/** The account's input schemas are shared with the dashboard's forms (domain/access/users.ts). */
export { createUserSchema, updateUserSchema, type CreateUserInput, type UpdateUserInput } from '../../../domain/access/users';

export const userSearchSchema = z.object({
  search: singleLineText().max(200).nullish(),
  limit: z.number().int().nullish(),
  offset: z.number().int().nullish(),
});
