import type { GraphqlModule } from '../graphql/schema';
import { requirePrincipal, type Principal, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { profileUpdateSchema, storedPhoneToProfile } from '../../domain/access/profile';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import { AttendantModel, type Attendant } from '../../db/models/access/attendant';
import { hashSecret, type SecretHashCost } from '../../db/models/access/secrets';
import { requireMenuAccess } from '../menus/service';
import { setSessionCookie } from '../access/sessionCookie';
import type { SessionPrincipal } from '../access/tokens';
import { isOwnProfilePhoto } from './photo';

function requireOwnProfile(ctx: RequestContext, attendantId: string, operation: 'myProfile' | 'updateMyProfile'): Principal {
  const principal = requireMenuAccess(ctx, operation);
  if (principal.kind !== 'staff' || principal.id !== attendantId) throw new AppError('PROFILE_NOT_OWN');
  return principal;
}

async function profileView(ctx: RequestContext, attendantId: string) {
  const attendant = await AttendantModel.findOne({ attendantId, _deleted: { $ne: true } }).select('+pinHash').lean<Attendant>();
  if (!attendant) throw new AppError('NOT_AUTHENTICATED');
  const storage = ctx.deps.services.storage;
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
    hasPin: Boolean(attendant.pinHash),
    totpEnabled: attendant.totpEnabled ?? false,
    color: attendant.color,
  };
}

export interface ProfileModuleOptions {
  hashCost?: SecretHashCost;
}

/** The employee's own profile (spec 000): photo, nickname, phones, PIN and password. */
export function createProfileModule(options: ProfileModuleOptions = {}): GraphqlModule {
  async function update(ctx: RequestContext, attendantId: string, rawInput: unknown) {
    const principal = requireOwnProfile(ctx, attendantId, 'updateMyProfile');
    const input = parseAccessInput(profileUpdateSchema, dropNulls(rawInput), ctx.language);
    const set: Record<string, unknown> = {};
    if (input.nickname !== undefined) set.nickname = input.nickname;
    if (input.phones !== undefined) set.phones = input.phones;
    if (input.pin !== undefined) set.pinHash = await hashSecret(input.pin, options.hashCost);
    if (input.profilePhoto !== undefined) {
      const storage = ctx.deps.services.storage;
      if (!storage || !(await isOwnProfilePhoto(storage, principal.id, input.profilePhoto))) throw new AppError('PHOTO_KEY_INVALID');
      set.profilePhoto = input.profilePhoto;
    }
    if (input.newPassword === undefined) {
      await AttendantModel.updateOne({ attendantId }, { $set: set });
    } else {
      // A new password ends the other sessions; this one continues with a fresh token.
      set.passwordHash = await hashSecret(input.newPassword, options.hashCost);
      const updated = await AttendantModel.findOneAndUpdate({ attendantId }, { $set: set, $inc: { sessionEpoch: 1 } }, { returnDocument: 'after' }).lean<Attendant>();
      const token = await ctx.deps.sessions.sign({ ...principal, sessionEpoch: updated?.sessionEpoch ?? 0 } as SessionPrincipal);
      setSessionCookie(ctx, token);
    }
    return profileView(ctx, attendantId);
  }

  return {
    typeDefs: /* GraphQL */ `
      type ProfilePhone {
        phoneType: String!
        "+52 and 10 digits"
        phone: String!
        "The 2-3-3-4 form of the profile dialog: 52 921 123 4567"
        display: String!
      }
      type Profile {
        attendantId: ID!
        userName: String!
        fullName: String!
        nickname: String
        position: StaffRef!
        role: StaffRoleRef
        warehouse: StaffWarehouseRef
        organizationId: String!
        phones: [ProfilePhone!]!
        emails: [StaffEmail!]!
        "Storage key of the photo."
        profilePhoto: String
        "Signed link to the photo, valid one hour."
        profilePhotoUrl: String
        hasPin: Boolean!
        totpEnabled: Boolean!
        color: String!
      }
      input ProfilePhoneInput {
        phoneType: String!
        "2-3-3-4 digits: 52 921 123 4567"
        phone: String!
      }
      input PasswordChangeInput {
        password: String!
        confirmation: String!
      }
      "Send only what changed; at least one field."
      input ProfileUpdateInput {
        nickname: String
        phones: [ProfilePhoneInput!]
        pin: String
        newPassword: PasswordChangeInput
        "A key returned by POST /api/profile/photo."
        profilePhoto: String
      }
      extend type Query {
        myProfile: Profile!
        "Only the caller's own id is allowed (PROFILE_NOT_OWN otherwise)."
        profile(attendantId: ID!): Profile!
      }
      extend type Mutation {
        updateMyProfile(input: ProfileUpdateInput!): Profile!
        "Only the caller's own id is allowed (PROFILE_NOT_OWN otherwise)."
        updateProfile(attendantId: ID!, input: ProfileUpdateInput!): Profile!
      }
    `,
    resolvers: {
      Query: {
        myProfile: async (_parent, _args, ctx: RequestContext) => {
          const principal = requirePrincipal(ctx);
          requireOwnProfile(ctx, principal.id, 'myProfile');
          return profileView(ctx, principal.id);
        },
        profile: async (_parent, args: { attendantId: string }, ctx: RequestContext) => {
          requireOwnProfile(ctx, String(args.attendantId), 'myProfile');
          return profileView(ctx, String(args.attendantId));
        },
      },
      Mutation: {
        updateMyProfile: async (_parent, args: { input: unknown }, ctx: RequestContext) => update(ctx, requirePrincipal(ctx).id, args.input),
        updateProfile: async (_parent, args: { attendantId: string; input: unknown }, ctx: RequestContext) => update(ctx, String(args.attendantId), args.input),
      },
    },
  };
}
