import type { GraphqlModule } from '../graphql/schema';
import { clientAddress, principalView, type Principal, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import type { IdentityService, IdentityUser, SignInOutcome } from '../../domain/access/identity';
import {
  completeNewPasswordSchema,
  confirmSignUpSchema,
  forgotPasswordSubmitSchema,
  mfaAnswerSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
  userNameOnlySchema,
} from '../../domain/access/rules';
import { dropNulls, parseAccessInput } from '../../domain/access/validation';
import type { AttemptState } from '../../domain/access/lockout';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';
import type { SessionPrincipal } from './tokens';
import type { RateLimiter } from './rateLimit';
import { loadStaffAccess, requireMenuAccess } from '../menus/service';

function attemptsView(state: AttemptState) {
  return { ...state, lockedUntil: state.lockedUntil === null ? null : new Date(state.lockedUntil).toISOString() };
}

const clearedAttemptState: AttemptState = { attemptsUsed: 0, attemptsRemaining: 3, maxAttempts: 3, resetOffered: false, locked: false, lockedUntil: null };

const clientOf = (ctx: RequestContext) => clientAddress(ctx.req);

/** Opens the session: the signed token travels only in an httpOnly cookie, never in script-readable storage. */
async function startSession(ctx: RequestContext, user: IdentityUser) {
  const session: SessionPrincipal = {
    kind: 'staff',
    id: user.id,
    userName: user.userName,
    fullName: user.fullName,
    positionId: user.positionId,
    permissions: new Set(),
    sessionEpoch: user.sessionEpoch,
  };
  const access = await loadStaffAccess(session);
  if (!access) throw new AppError('INVALID_CREDENTIALS');
  const token = await ctx.deps.sessions.sign({ ...access.principal, sessionEpoch: user.sessionEpoch } as SessionPrincipal);
  setSessionCookie(ctx, token);
  return access.principal;
}

async function signInAnswer(ctx: RequestContext, outcome: SignInOutcome) {
  if (outcome.status === 'SIGNED_IN') {
    const principal = await startSession(ctx, outcome.user);
    return { status: 'SIGNED_IN' as const, user: principalView(principal), challenge: null, attempts: attemptsView(outcome.attempts) };
  }
  return {
    status: 'CHALLENGE' as const,
    user: null,
    challenge: {
      name: outcome.challengeName,
      userName: outcome.userName,
      session: outcome.challengeName === 'NEW_PASSWORD_REQUIRED' ? null : outcome.session,
      phoneRequired: outcome.challengeName === 'NEW_PASSWORD_REQUIRED' ? outcome.phoneRequired : false,
      totpSetup: outcome.challengeName === 'MFA_SETUP' ? outcome.totpSetup : null,
    },
    attempts: attemptsView(outcome.attempts),
  };
}

/** Sign-in errors carry the attempt state in extensions.details.attempts; the dates become ISO text there too. */
function withIsoAttempts<T>(work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof AppError) {
      const details = error.details as { attempts?: AttemptState } | undefined;
      if (details?.attempts) throw new AppError(error.code, error.params, { ...details, attempts: attemptsView(details.attempts) });
    }
    throw error;
  });
}

export interface AccessModuleOptions {
  identity: IdentityService;
  limiter: RateLimiter;
}

/** Staff identity: the four sign-in modes, MFA, and global sign-out (spec 000 sections 4, 5 and 8). */
export function createAccessModule({ identity, limiter }: AccessModuleOptions): GraphqlModule {
  return {
    typeDefs: /* GraphQL */ `
      input SignInInput {
        userName: String!
        password: String!
      }
      input MfaChallengeInput {
        userName: String!
        "The challenge.session of the sign-in answer."
        session: String!
        "The 6 digits of the authenticator app."
        code: String!
      }
      input CompleteNewPasswordInput {
        userName: String!
        "The password just used to sign in (the temporary one)."
        currentPassword: String!
        newPassword: String!
        "Only when challenge.phoneRequired: 10 digits, sent as +521XXXXXXXXXX."
        phone: String
      }
      input SignUpInput {
        userName: String!
        password: String!
        phone: String!
      }
      input ConfirmSignUpInput {
        userName: String!
        code: String!
      }
      input ForgotPasswordSubmitInput {
        userName: String!
        code: String!
        newPassword: String!
      }
      enum SignInStatus {
        SIGNED_IN
        CHALLENGE
      }
      enum ChallengeName {
        SOFTWARE_TOKEN_MFA
        "The position requires an authenticator and the account has none: set it up, then answerMfaSetupChallenge."
        MFA_SETUP
        NEW_PASSWORD_REQUIRED
      }
      "Failed sign-in attempts of the account (max 3; reset offered at 2; locked at 3)."
      type SignInAttempts {
        attemptsUsed: Int!
        attemptsRemaining: Int!
        maxAttempts: Int!
        resetOffered: Boolean!
        locked: Boolean!
        lockedUntil: String
      }
      type SignInChallenge {
        name: ChallengeName!
        userName: String!
        "Opaque, for answerMfaChallenge (SOFTWARE_TOKEN_MFA) or answerMfaSetupChallenge (MFA_SETUP); valid 5 minutes, single use."
        session: String
        "MFA_SETUP only: the new authenticator to add to the app (QR code and secret)."
        totpSetup: TotpSetup
        "NEW_PASSWORD_REQUIRED: the account has no mobile phone, so completeNewPassword needs one."
        phoneRequired: Boolean!
      }
      type SignInResult {
        status: SignInStatus!
        "Set when status is SIGNED_IN (the session cookie is set too)."
        user: Principal
        challenge: SignInChallenge
        attempts: SignInAttempts!
      }
      type CodeDelivery {
        "Masked phone the SMS went to, e.g. +52*******567."
        destination: String!
        deliveryMedium: String!
      }
      type TotpSetup {
        secret: String!
        otpauthUri: String!
        "PNG data URL of the otpauth URI, for <img src>."
        qrCodeDataUrl: String!
      }
      extend type Mutation {
        signIn(input: SignInInput!): SignInResult!
        answerMfaChallenge(input: MfaChallengeInput!): SignInResult!
        "Answers an MFA_SETUP challenge with the new authenticator's first code: turns it on and opens the session."
        answerMfaSetupChallenge(input: MfaChallengeInput!): SignInResult!
        completeNewPassword(input: CompleteNewPasswordInput!): SignInResult!
        signUp(input: SignUpInput!): CodeDelivery!
        confirmSignUp(input: ConfirmSignUpInput!): Boolean!
        resendSignUpCode(userName: String!): CodeDelivery!
        forgotPassword(userName: String!): CodeDelivery!
        forgotPasswordSubmit(input: ForgotPasswordSubmitInput!): Boolean!
        "Starts authenticator setup for the signed-in user."
        setUpTotp: TotpSetup!
        "Confirms the setup with a first code; from then on sign-in asks for a code."
        verifyTotpSetup(code: String!): Boolean!
        disableTotp(code: String!): Boolean!
      }
    `,
    resolvers: {
      Mutation: {
        signIn: (_parent, args, ctx: RequestContext) =>
          withIsoAttempts(async () => {
            await limiter.take('signIn', clientOf(ctx));
            const parsed = signInSchema.safeParse(args.input);
            // Too-short input is refused like a wrong password (spec: the button stays disabled).
            if (!parsed.success) throw new AppError('INVALID_CREDENTIALS');
            return signInAnswer(ctx, await identity.signIn(parsed.data, clientOf(ctx)));
          }),
        answerMfaChallenge: (_parent, args, ctx: RequestContext) =>
          withIsoAttempts(async () => {
            await limiter.take('mfa', clientOf(ctx));
            const input = parseAccessInput(mfaAnswerSchema, args.input, ctx.language);
            const user = await identity.answerMfaChallenge(input);
            return signInAnswer(ctx, { status: 'SIGNED_IN', user, attempts: clearedAttemptState });
          }),
        answerMfaSetupChallenge: (_parent, args, ctx: RequestContext) =>
          withIsoAttempts(async () => {
            await limiter.take('mfa', clientOf(ctx));
            const input = parseAccessInput(mfaAnswerSchema, args.input, ctx.language);
            const user = await identity.answerMfaSetupChallenge(input);
            return signInAnswer(ctx, { status: 'SIGNED_IN', user, attempts: clearedAttemptState });
          }),
        completeNewPassword: (_parent, args, ctx: RequestContext) =>
          withIsoAttempts(async () => {
            await limiter.take('signIn', clientOf(ctx));
            const input = parseAccessInput(completeNewPasswordSchema, dropNulls(args.input), ctx.language);
            return signInAnswer(ctx, await identity.completeNewPassword(input, clientOf(ctx)));
          }),
        signUp: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('identityCode', clientOf(ctx));
          return identity.signUp(parseAccessInput(signUpSchema, args.input, ctx.language));
        },
        confirmSignUp: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('identityCode', clientOf(ctx));
          await identity.confirmSignUp(parseAccessInput(confirmSignUpSchema, args.input, ctx.language));
          return true;
        },
        resendSignUpCode: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('identityCode', clientOf(ctx));
          return identity.resendSignUpCode(parseAccessInput(userNameOnlySchema, args, ctx.language).userName);
        },
        forgotPassword: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('identityCode', clientOf(ctx));
          return identity.forgotPassword(parseAccessInput(userNameOnlySchema, args, ctx.language).userName);
        },
        forgotPasswordSubmit: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('identityCode', clientOf(ctx));
          await identity.forgotPasswordSubmit(parseAccessInput(forgotPasswordSubmitSchema, args.input, ctx.language));
          return true;
        },
        setUpTotp: async (_parent, _args, ctx: RequestContext) => {
          const principal = requireStaff(ctx, 'setUpTotp');
          return identity.setUpTotp(principal.id);
        },
        verifyTotpSetup: async (_parent, args, ctx: RequestContext) => {
          const principal = requireStaff(ctx, 'verifyTotpSetup');
          await limiter.take('mfa', clientOf(ctx));
          await identity.verifyTotpSetup(principal.id, parseAccessInput(totpCodeSchema, args.code, ctx.language));
          return true;
        },
        disableTotp: async (_parent, args, ctx: RequestContext) => {
          const principal = requireStaff(ctx, 'disableTotp');
          await limiter.take('mfa', clientOf(ctx));
          await identity.disableTotp(principal.id, parseAccessInput(totpCodeSchema, args.code, ctx.language));
          return true;
        },
        // Replaces the platform's cookie-only sign-out: sign-out is global (spec 000 section 6).
        signOut: async (_parent, _args, ctx: RequestContext) => {
          if (ctx.principal?.kind === 'staff') await identity.signOutEverywhere(ctx.principal.id);
          clearSessionCookie(ctx);
          return true;
        },
      },
    },
  };
}

/**
 * MFA belongs to staff accounts (the operator token has none) and is part of the own profile: the
 * caller needs the profile menu's editar scope, like updateMyProfile.
 */
function requireStaff(ctx: RequestContext, operation: 'setUpTotp' | 'verifyTotpSetup' | 'disableTotp'): Principal {
  const principal = requireMenuAccess(ctx, operation);
  if (principal.kind !== 'staff') throw new AppError('FORBIDDEN');
  return principal;
}
