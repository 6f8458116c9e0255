import { Schema } from 'mongoose';
import { defineModel, phoneSchema, versionedRecordPlugin, type Phone, type VersionedRecord } from '../common';

export const emailTypes = ['work', 'personal', 'other'] as const;
export type EmailType = (typeof emailTypes)[number];

export const fingerTypes = ['LEFT', 'RIGHT'].flatMap((hand) => ['THUMB', 'INDEX', 'MIDDLE', 'RING', 'PINKY'].map((finger) => `${hand}_${finger}`));

export interface AttendantEmail {
  emailType: EmailType;
  email: string;
}

export interface Finger {
  fingerType: string;
  fingerTemplate: string;
}

/** A headcount incident of the attendant (absence, leave...). datetime in epoch seconds. */
export interface AttendantIncident {
  incidentId: string;
  datetime: number;
  day: string;
  warehouseId: string;
  description: string;
  headcountCount: boolean;
}

/**
 * A staff member (spec 000 and 003). Only hashes are stored: `passwordHash` and `pinHash` are
 * argon2id PHC strings (db/models/access/secrets.ts) and are left out of queries unless selected
 * with '+passwordHash' / '+pinHash'. An attendant without a password hash cannot sign in
 * (store staff known to the ERP and headcount, not to the back office).
 */
export interface Attendant {
  attendantId: string;
  fullName: string;
  userName: string;
  /** Lower-case userName: sign-in and uniqueness ignore case. */
  userNameKey: string;
  passwordHash: string | null;
  pinHash: string | null;
  /** Storage key of the profile photo. */
  profilePhoto: string | null;
  /** Epoch seconds after which the account may no longer sign in; null for no limit. */
  limitEpoch: number | null;
  managerAttendantId: string | null;
  active: boolean;
  /** Colour of the attendant in schedules, #rrggbb. */
  color: string;
  organizationId: string;
  warehouse: { warehouseId: string; warehouseName: string } | null;
  position: { positionId: string; positionName: string };
  role: { systemRoleId: string; systemRoleName: string } | null;
  phones: Phone[];
  emails: AttendantEmail[];
  fingers: Finger[];
  incidents: AttendantIncident[];
  /** The next sign-in must set a new password (NEW_PASSWORD_REQUIRED). */
  passwordChangeRequired: boolean;
  failedSignInAttempts: number;
  /** Epoch milliseconds of the last failed sign-in, null when none. */
  lastFailedSignInAt: number | null;
  /** Epoch ms until which sign-in is refused after 3 failures; null when not locked. */
  lockedUntil?: number | null;
  /** Bumped by a global sign-out: session tokens carrying an older epoch stop working. */
  sessionEpoch?: number;
  /** false for a self sign-up until its SMS code is confirmed. */
  confirmed?: boolean;
  /** How the employee likes to be called (profile dialog). */
  nickname?: string | null;
  /** TOTP: base32 secrets (select: false); enabled once a first code confirmed the setup. */
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpEnabled?: boolean;
  /** Last accepted TOTP time step: a code is never accepted twice. */
  totpLastTimeStep?: number | null;
  /** SHA-256 of the pending MFA challenge session (select: false) and when it ends (epoch ms). */
  mfaChallengeHash?: string | null;
  mfaChallengeExpiresAt?: number | null;
}

export function userNameKeyOf(userName: string): string {
  return userName.trim().toLowerCase();
}

const attendantSchema = new Schema<Attendant & VersionedRecord>(
  {
    attendantId: { type: String, required: true },
    fullName: { type: String, required: true },
    userName: { type: String, required: true, match: /^[A-Za-z0-9_.@-]{5,60}$/ },
    userNameKey: { type: String, required: true },
    passwordHash: { type: String, default: null, select: false, match: /^\$argon2id\$/ },
    pinHash: { type: String, default: null, select: false, match: /^\$argon2id\$/ },
    profilePhoto: { type: String, default: null },
    limitEpoch: { type: Number, default: null },
    managerAttendantId: { type: String, default: null },
    active: { type: Boolean, default: true },
    color: { type: String, default: '#2d72d2', match: /^#[0-9a-fA-F]{6}$/ },
    organizationId: { type: String, required: true },
    warehouse: {
      type: new Schema({ warehouseId: { type: String, required: true }, warehouseName: { type: String, required: true } }, { _id: false }),
      default: null,
    },
    position: {
      type: new Schema({ positionId: { type: String, required: true }, positionName: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    role: {
      type: new Schema({ systemRoleId: { type: String, required: true }, systemRoleName: { type: String, required: true } }, { _id: false }),
      default: null,
    },
    phones: { type: [phoneSchema], default: [] },
    emails: {
      type: [
        new Schema<AttendantEmail>(
          {
            emailType: { type: String, enum: emailTypes, required: true },
            email: { type: String, required: true, match: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/ },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    fingers: {
      type: [
        new Schema<Finger>(
          {
            fingerType: { type: String, enum: fingerTypes, required: true },
            fingerTemplate: { type: String, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    incidents: {
      type: [
        new Schema<AttendantIncident>(
          {
            incidentId: { type: String, required: true },
            datetime: { type: Number, required: true },
            day: { type: String, required: true },
            warehouseId: { type: String, required: true },
            description: { type: String, required: true },
            headcountCount: { type: Boolean, default: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    passwordChangeRequired: { type: Boolean, default: false },
    failedSignInAttempts: { type: Number, default: 0, min: 0 },
    lastFailedSignInAt: { type: Number, default: null },
    lockedUntil: { type: Number, default: null },
    sessionEpoch: { type: Number, default: 0, min: 0 },
    confirmed: { type: Boolean, default: true },
    nickname: { type: String, default: null, maxlength: 40 },
    totpSecret: { type: String, default: null, select: false },
    totpPendingSecret: { type: String, default: null, select: false },
    totpEnabled: { type: Boolean, default: false },
    totpLastTimeStep: { type: Number, default: null },
    mfaChallengeHash: { type: String, default: null, select: false },
    mfaChallengeExpiresAt: { type: Number, default: null },
  },
  { timestamps: true, collection: 'attendants' },
);
attendantSchema.plugin(versionedRecordPlugin);
attendantSchema.pre('validate', function deriveUserNameKey() {
  if (this.userName) this.userNameKey = userNameKeyOf(this.userName);
});
attendantSchema.index({ attendantId: 1 }, { unique: true });
attendantSchema.index({ userNameKey: 1 }, { unique: true });
// The users list sorted by full name (its other sortable column).
attendantSchema.index({ fullName: 1 });
attendantSchema.index({ 'warehouse.warehouseId': 1, active: 1 });
attendantSchema.index({ 'position.positionId': 1 });

export const AttendantModel = defineModel<Attendant & VersionedRecord>('Attendant', attendantSchema);
