import { z } from 'zod';
import { singleLineText } from '../common/text';

/** A new system role (createSystemRole and the dashboard's 'Crear rol'): a name and, optionally, the role it hangs from. */
export const createRoleSchema = z.object({
  systemRoleName: singleLineText().min(1, 'ROLE_NAME_REQUIRED').max(80, 'ROLE_NAME_REQUIRED'),
  parentSystemRoleId: z.string().trim().min(1).nullable().default(null),
});

/** The role a position opens (setPositionRole). */
export const positionRoleSchema = z.object({ positionId: z.string().min(1).max(60), systemRoleId: z.string().min(1).max(60) });
