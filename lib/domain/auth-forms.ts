// The account forms' rules, one zod schema each, shared by the form (react-hook-form) and the
// server action. Each schema reports ONE problem at a time, in a fixed order,
// so the form and the server always name the same first problem.
import { z } from "./zod";
import { messageCode } from "./message-code";

export const PASSWORD_MIN = 6;
/** bcrypt ignores bytes past 72: longer passwords would silently collide. */
export const PASSWORD_MAX = 72;
const EMAIL_MAX = 254;
const NAME_MAX = 80;

const v = (key: string) => messageCode(`auth.validation.${key}`);
// Any string reaches the rules (which bound lengths with their own messages); non-strings count as empty.
const text = z.string().max(1_000_000).catch("");

export interface FormProblem {
  field: string;
  message: string;
  /** Toast title where the problem has one ('Debes aceptar los Términos', 'Email requerido'...). */
  title?: string;
}

export function emailProblem(email: string, requiredKey = "emailRequired"): FormProblem | null {
  const value = email.trim();
  if (!value) return { field: "email", message: v(requiredKey) };
  if (value.length > EMAIL_MAX || !z.email().safeParse(value).success)
    return { field: "email", message: v("emailInvalid") };
  return null;
}

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  /** A friend's referral code from /r/CODE or /auth?ref=CODE; unknown codes are ignored. */
  referralCode?: string;
}

/** Required fields, then: passwords match, at least 6 characters, terms accepted. */
export function signupProblem(values: SignupValues): FormProblem | null {
  if (!values.firstName.trim()) return { field: "firstName", message: v("firstNameRequired") };
  if (values.firstName.trim().length > NAME_MAX) return { field: "firstName", message: v("nameTooLong") };
  if (!values.lastName.trim()) return { field: "lastName", message: v("lastNameRequired") };
  if (values.lastName.trim().length > NAME_MAX) return { field: "lastName", message: v("nameTooLong") };
  const email = emailProblem(values.email);
  if (email) return email;
  if (!values.password) return { field: "password", message: v("passwordRequired") };
  if (values.password !== values.confirmPassword) return { field: "confirmPassword", message: v("passwordsMismatch") };
  if (values.password.length < PASSWORD_MIN) return { field: "password", message: v("passwordTooShort") };
  if (values.password.length > PASSWORD_MAX) return { field: "password", message: v("passwordTooLong") };
  if (!values.acceptTerms) return { field: "acceptTerms", message: v("termsText"), title: v("termsTitle") };
  return null;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginProblem(values: LoginValues): FormProblem | null {
  return emailProblem(values.email) ?? (values.password ? null : { field: "password", message: v("passwordRequired") });
}

/** Forgot password and magic link: 'Email requerido' with the text of the flow. */
export function emailLinkProblem(email: string, flow: "reset" | "magic"): FormProblem | null {
  const problem = emailProblem(email, flow === "reset" ? "emailRequiredReset" : "emailRequiredMagic");
  if (problem && !email.trim()) return { ...problem, title: v("emailRequiredTitle") };
  return problem;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** /reset-password: 'Contraseña muy corta' first, then 'No coinciden'. */
export function newPasswordProblem(values: NewPasswordValues): FormProblem | null {
  const r = (key: string) => messageCode(`resetPassword.${key}`);
  if (values.password.length < PASSWORD_MIN)
    return { field: "password", title: r("tooShortTitle"), message: r("tooShortText") };
  if (values.password.length > PASSWORD_MAX)
    return { field: "password", title: r("errorTitle"), message: v("passwordTooLong") };
  if (values.password !== values.confirmPassword)
    return { field: "confirmPassword", title: r("mismatchTitle"), message: r("mismatchText") };
  return null;
}

/** Turns a problem function into a zod schema that reports exactly that problem. */
function withProblem<T extends z.ZodRawShape>(
  shape: T,
  problem: (values: z.output<z.ZodObject<T>>) => FormProblem | null,
) {
  return z.object(shape).superRefine((values, ctx) => {
    const found = problem(values);
    if (found)
      ctx.addIssue({ code: "custom", path: [found.field], message: found.message, params: { title: found.title } });
  });
}

/** A referral code is letters and digits only; anything else is dropped, never an error. */
export function normaliseReferralCode(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : undefined;
}
const referralCodeField = z.string().max(100).optional().catch(undefined).transform(normaliseReferralCode);

export const signupSchema = withProblem(
  {
    firstName: text,
    lastName: text,
    email: text,
    password: text,
    confirmPassword: text,
    acceptTerms: z.boolean().catch(false),
    referralCode: referralCodeField,
  },
  signupProblem,
);
/** Where to return after signing in (checked by safeRedirectPath before use). */
const next = z.string().max(2048).optional().catch(undefined);
export const loginSchema = withProblem({ email: text, password: text, next }, loginProblem);
export const resetRequestSchema = withProblem({ email: text }, (values) => emailLinkProblem(values.email, "reset"));
export const magicLinkSchema = withProblem({ email: text }, (values) => emailLinkProblem(values.email, "magic"));
export const newPasswordSchema = withProblem({ password: text, confirmPassword: text }, newPasswordProblem);

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;

/** The canonical form of an e-mail address for lookups and rate-limit keys. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
