import { AppError } from '../../domain/errors/catalogue';
import { storedPhoneToProfile, type ProfileUpdate } from '../../domain/access/profile';
import { AttendantModel, type Attendant } from '../../db/models/access/attendant';
import { hashSecret, type SecretHashCost } from '../../db/models/access/secrets';
import { type FileStorage } from '../../integrations/storage';
import { isOwnProfilePhoto, profileThumbnailUrl } from './photo';

/** The employee's own profile, with a one-hour link to the photo. */
export async function profileOf(attendantId: string, storage: FileStorage | undefined) {
  const attendant = await AttendantModel.findOne({ attendantId, _deleted: { $ne: true } })
    .select('+pinHash')
    .lean<Attendant>();
  if (!attendant) throw new AppError('NOT_AUTHENTICATED');
  return {
    attendantId: attendant.attendantId,
    userName: attendant.userName,
    fullName: attendant.fullName,
    nickname: attendant.nickname ?? null,
    position: attendant.position,
    role: attendant.role ?? null,
    warehouse: attendant.warehouse ?? null,
    organizationId: attendant.organizationId,
    phones: (attendant.phones ?? []).map((phone) => ({ ...phone, display: storedPhoneToProfile(phone.phone) })),
    emails: attendant.emails ?? [],
    profilePhoto: attendant.profilePhoto ?? null,
    profilePhotoUrl: attendant.profilePhoto && storage ? storage.url(attendant.profilePhoto, { expiresInSeconds: 60 * 60 }) : null,
    profilePhotoThumbnailUrl: profileThumbnailUrl(attendant.profilePhoto, storage),
    hasPin: Boolean(attendant.pinHash),
    totpEnabled: attendant.totpEnabled ?? false,
    color: attendant.color,
  };
}

/**
 * Saves what changed. A photo must be one the employee uploaded; a new password ends every other
 * session: the new session epoch is returned so the caller's own session continues (null otherwise).
 */
export async function updateProfile(
  attendantId: string,
  input: ProfileUpdate,
  options: { hashCost?: SecretHashCost; storage?: FileStorage },
): Promise<{ sessionEpoch: number | null }> {
  const set: Record<string, unknown> = {};
  if (input.nickname !== undefined) set.nickname = input.nickname;
  if (input.phones !== undefined) set.phones = input.phones;
  if (input.pin !== undefined) set.pinHash = await hashSecret(input.pin, options.hashCost);
  if (input.profilePhoto !== undefined) {
    if (!options.storage || !(await isOwnProfilePhoto(options.storage, attendantId, input.profilePhoto))) throw new AppError('PHOTO_KEY_INVALID');
    set.profilePhoto = input.profilePhoto;
  }
  if (input.newPassword === undefined) {
    await AttendantModel.updateOne({ attendantId }, { $set: set });
    return { sessionEpoch: null };
  }
  set.passwordHash = await hashSecret(input.newPassword, options.hashCost);
  const updated = await AttendantModel.findOneAndUpdate(
    { attendantId },
    { $set: set, $inc: { sessionEpoch: 1 } },
    { returnDocument: 'after' },
  ).lean<Attendant>();
  return { sessionEpoch: updated?.sessionEpoch ?? 0 };
}
