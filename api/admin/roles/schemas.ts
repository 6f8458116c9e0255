import { z } from 'zod';

export { createRoleSchema } from '../../../domain/menus/roles';

export const positionRoleSchema = z.object({ positionId: z.string().min(1).max(60), systemRoleId: z.string().min(1).max(60) });
