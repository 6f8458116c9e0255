/** The signed-in staff member as the API describes the session. */
export interface SignedInUser {
  id: string;
  /** "staff" for people who signed in here; "operator" for the CLI's token. */
  kind: string;
  userName: string;
  fullName: string;
  positionId: string | null;
  /** Platform permissions of the position ("mail.read"...); ["*"] means every permission. */
  permissions: string[];
}

export interface MeResult {
  /** null when nobody is signed in. */
  me: SignedInUser | null;
}

export interface SignInInput {
  userName: string;
  password: string;
}

export interface SignInResult {
  signIn: { user: SignedInUser };
}

export interface SignOutResult {
  signOut: boolean;
}
