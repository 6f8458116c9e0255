import { z } from 'zod';
import { AppError } from '../../domain/errors/catalogue';
import { platformPermissions } from '../../domain/access/permissions';
import { AttendantModel, userNameKeyOf } from '../../db/models/access/attendant';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { verifySecret } from '../../db/models/access/secrets';
import type { Principal } from '../context';

/** The sign-in rules of spec 000 section 5, checked again on the server. */
export const signInInputSchema = z.object({
  userName: z.string().trim().min(5).max(128),
  password: z
    .string()
    .trim()
    .min(4)
    .max(256)
    .transform((password) => password.padStart(6, '0')),
});

// A fixed hash to verify against when the user does not exist, so both paths cost the same.
const absentUserHash = '$argon2id$v=19$m=19456,t=2,p=1$oLvmys4xATwNJKLPAHCPFA$+Emew+Vs77oGsohcSHqPEuc0PxVY9KVxHSv0effT0cg';

/** Checks a staff member's credentials and returns the principal their session carries. */
export async function signInAttendant(input: unknown, nowMs = Date.now()): Promise<Principal> {
  const parsed = signInInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('INVALID_CREDENTIALS');
  const { userName, password } = parsed.data;
  const attendant = await AttendantModel.findOne({ userNameKey: userNameKeyOf(userName), _deleted: null }).select('+passwordHash').lean();
  const valid = await verifySecret(attendant?.passwordHash ?? absentUserHash, password);
  const expired = attendant?.limitEpoch != null && attendant.limitEpoch * 1000 < nowMs;
  if (!attendant || !valid || !attendant.active || expired) throw new AppError('INVALID_CREDENTIALS');
  const profile = await PermissionProfileModel.findOne({ positionId: attendant.position.positionId, _deleted: null }).lean();
  const permissions = new Set<string>(profile?.menuAccess === 'all' ? platformPermissions : []);
  return {
    kind: 'staff',
    id: attendant.attendantId,
    userName: attendant.userName,
    fullName: attendant.fullName,
    positionId: attendant.position.positionId,
    permissions,
  };
}
