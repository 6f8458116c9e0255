import { z } from 'zod';
import { singleLineText } from '../../../domain/common/text';

export const createRoleSchema = z.object({
  systemRoleName: singleLineText().min(1, 'ROLE_NAME_REQUIRED').max(80, 'ROLE_NAME_REQUIRED'),
  parentSystemRoleId: z.string().trim().min(1).nullable().default(null),
});

export const positionRoleSchema = z.object({ positionId: z.string().min(1).max(60), systemRoleId: z.string().min(1).max(60) });
