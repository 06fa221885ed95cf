import type { Locale } from "@/lib/i18n/locale";
// The auth port: what the app asks of an authentication service. Two adapters implement it,
// the built-in one (default, over auth.users in our database) and Supabase Auth. Screens and
// actions only see this interface.
import type { EmailLinkType } from "@/lib/domain/email-link";

/** The cookies of the current request/response, whatever framework object backs them. */
export interface CookieJar {
  get(name: string): string | undefined;
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string): void;
}

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  path?: string;
  maxAge?: number;
  expires?: Date;
}

export interface AuthContext {
  cookies: CookieJar;
  /** The site's origin, for links in e-mails and provider redirects. */
  origin: string;
  userAgent?: string | null;
}

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface CurrentSession {
  user: AuthUser;
  /** True when the session was opened from a password-reset link. */
  recovery: boolean;
}

export type AuthErrorCode =
  | "invalid_credentials"
  | "email_taken"
  | "email_not_confirmed"
  | "rate_limited"
  /** Too many wrong passwords for the account from many addresses: sign in by e-mailed link. */
  | "password_paused"
  | "missing_credentials"
  | "weak_password"
  | "no_recovery_session"
  | "provider_unavailable"
  | "link_invalid"
  | "unexpected";

export type AuthResult<T = undefined> = { ok: true; data: T } | { ok: false; code: AuthErrorCode; message: string };

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Recorded as the new profile's referred_by when it names an existing user (the database decides). */
  referralCode?: string;
  /** The language of the page the account is made on: the profile's language for mails (profiles.locale). */
  locale: Locale;
}

export type { EmailLinkType };

export interface AuthPort {
  readonly name: "builtin" | "supabase";
  /** Creates the account; never signs it in (the view returns to login, where the user signs in). */
  signUp(input: SignUpInput, ctx: AuthContext): Promise<AuthResult<{ user: AuthUser; confirmationSent: boolean }>>;
  /**
   * Checks the password only: throttling is the sign-in action's, the same for every adapter
   * (Supabase's own limits count per calling address, which is this server, not the client).
   */
  signInWithPassword(
    input: { email: string; password: string },
    ctx: AuthContext,
  ): Promise<AuthResult<{ user: AuthUser }>>;
  /** Same answer whether or not the address has an account. */
  sendMagicLink(email: string, ctx: AuthContext): Promise<AuthResult>;
  /** Same answer whether or not the address has an account. */
  sendPasswordReset(email: string, ctx: AuthContext): Promise<AuthResult>;
  /** The provider's URL to send the browser to. */
  signInWithGoogle(ctx: AuthContext): Promise<AuthResult<{ url: string }>>;
  /** Opens a session from an e-mail link (token) or an OAuth/PKCE `code`. */
  verifyEmailLink(
    input: { token?: string; code?: string; type: EmailLinkType },
    ctx: AuthContext,
  ): Promise<AuthResult<{ recovery: boolean }>>;
  /** Needs a recovery session; revokes every session of the user. */
  updatePassword(password: string, ctx: AuthContext): Promise<AuthResult>;
  getSession(ctx: AuthContext): Promise<CurrentSession | null>;
  signOut(ctx: AuthContext): Promise<void>;
}
