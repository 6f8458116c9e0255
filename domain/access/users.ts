import { z } from 'zod';
import { singleLineText } from '../common/text';
import { newPasswordSchema, signUpPhoneSchema, userNameSchema } from './rules';

const fullNameSchema = singleLineText().min(1).max(120);
const idSchema = z.string().trim().min(1).max(60);

/** A new account (createUser). */
export const createUserSchema = z.object({
  userName: userNameSchema,
  temporaryPassword: newPasswordSchema,
  fullName: fullNameSchema.optional(),
  positionId: idSchema.optional(),
  phone: signUpPhoneSchema.optional(),
});
export type CreateUserInput = z.output<typeof createUserSchema>;

/** What changes of an account (updateUser and the dashboard's user edit dialog): only what is sent; a null role or store clears it. */
export const updateUserSchema = z.object({
  fullName: fullNameSchema.optional(),
  positionId: idSchema.optional(),
  systemRoleId: idSchema.nullable().optional(),
  warehouseId: idSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** A temporary password an administrator gives an account (resetUserPassword). */
export const resetPasswordSchema = z.object({ temporaryPassword: newPasswordSchema });
