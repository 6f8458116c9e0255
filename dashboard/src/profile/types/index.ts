export interface ProfilePhone {
  phoneType: string;
  phone: string;
  /** The 2-3-3-4 form: 52 921 123 4567. */
  display: string;
}

export interface Profile {
  attendantId: string;
  userName: string;
  fullName: string;
  nickname: string | null;
  position: { positionId: string; positionName: string };
  role: { systemRoleName: string } | null;
  warehouse: { warehouseName: string } | null;
  phones: ProfilePhone[];
  emails: Array<{ emailType: string; email: string }>;
  profilePhoto: string | null;
  profilePhotoUrl: string | null;
  hasPin: boolean;
  totpEnabled: boolean;
  color: string;
}

export interface ProfileResult {
  profile: Profile;
}

/** What the profile dialog sends: only the fields that changed. */
export interface ProfileUpdateInput {
  nickname?: string;
  phones?: Array<{ phoneType: string; phone: string }>;
  pin?: string;
  newPassword?: { password: string; confirmation: string };
  profilePhoto?: string;
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

export interface PhotoUpload {
  key: string;
  url: string;
}
