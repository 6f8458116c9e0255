/** The signed-in staff member as the API describes the session. */
export interface SignedInUser {
  id: string;
  userName: string;
  fullName: string;
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
