import { z } from 'zod';
import { singleLineText } from '../../../domain/common/text';
import { newPasswordSchema, signUpPhoneSchema, userNameSchema } from '../../../domain/access/rules';

const fullNameSchema = singleLineText().min(1).max(120);
const idSchema = z.string().trim().min(1).max(60);

export const createUserSchema = z.object({
  userName: userNameSchema,
  temporaryPassword: newPasswordSchema,
  fullName: fullNameSchema.optional(),
  positionId: idSchema.optional(),
  phone: signUpPhoneSchema.optional(),
});
export type CreateUserInput = z.output<typeof createUserSchema>;

export const updateUserSchema = z.object({
  fullName: fullNameSchema.optional(),
  positionId: idSchema.optional(),
  systemRoleId: idSchema.nullable().optional(),
  warehouseId: idSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateUserInput = z.output<typeof updateUserSchema>;

export const userSearchSchema = z.object({
  search: singleLineText().max(200).nullish(),
  limit: z.number().int().nullish(),
  offset: z.number().int().nullish(),
});
