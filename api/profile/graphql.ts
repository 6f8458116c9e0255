import type { GraphqlModule } from '../graphql/schema';
import { requirePrincipal, type Principal, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { profileUpdateSchema } from '../../domain/access/profile';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import type { SecretHashCost } from '../../db/models/access/secrets';
import { requireMenuAccess } from '../menus/service';
import { setSessionCookie } from '../access/sessionCookie';
import type { SessionPrincipal } from '../access/tokens';
import { profileOf, updateProfile } from './service';

function requireOwnProfile(ctx: RequestContext, attendantId: string, operation: 'myProfile' | 'updateMyProfile'): Principal {
  const principal = requireMenuAccess(ctx, operation);
  if (principal.kind !== 'staff' || principal.id !== attendantId) throw new AppError('PROFILE_NOT_OWN');
  return principal;
}

export interface ProfileModuleOptions {
  hashCost?: SecretHashCost;
}

/** The employee's own profile (spec 000): photo, nickname, phones, PIN and password. */
export function createProfileModule(options: ProfileModuleOptions = {}): GraphqlModule {
  async function update(ctx: RequestContext, attendantId: string, rawInput: unknown) {
    const principal = requireOwnProfile(ctx, attendantId, 'updateMyProfile');
    const input = parseAccessInput(profileUpdateSchema, dropNulls(rawInput), ctx.language);
    const { sessionEpoch } = await updateProfile(attendantId, input, { hashCost: options.hashCost, storage: ctx.deps.services.storage });
    if (sessionEpoch !== null) {
      // A new password ends the other sessions; this one continues with a fresh token.
      setSessionCookie(ctx, await ctx.deps.sessions.sign({ ...principal, sessionEpoch } as SessionPrincipal));
    }
    return profileOf(attendantId, ctx.deps.services.storage);
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
        "Signed link to the photo's 160 px square thumbnail (for lists), valid one hour."
        profilePhotoThumbnailUrl: String
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
          return profileOf(principal.id, ctx.deps.services.storage);
        },
        profile: async (_parent, args, ctx: RequestContext) => {
          requireOwnProfile(ctx, String(args.attendantId), 'myProfile');
          return profileOf(String(args.attendantId), ctx.deps.services.storage);
        },
      },
      Mutation: {
        updateMyProfile: async (_parent, args, ctx: RequestContext) => update(ctx, requirePrincipal(ctx).id, args.input),
        updateProfile: async (_parent, args, ctx: RequestContext) => update(ctx, String(args.attendantId), args.input),
      },
    },
  };
}
