import { z } from 'zod';
import { singleLineText } from '../common/text';

/** A new role of the role tree: its name and, optionally, the role it hangs from (none: a root). */
export const createRoleSchema = z.object({
  systemRoleName: singleLineText().min(1, 'ROLE_NAME_REQUIRED').max(80, 'ROLE_NAME_REQUIRED'),
  parentSystemRoleId: z.string().trim().min(1).nullable().default(null),
});
