import { describe, expect, it } from "vitest";
import {
  emailLinkProblem,
  loginProblem,
  loginSchema,
  newPasswordProblem,
  signupProblem,
  signupSchema,
  type SignupValues,
} from "@/lib/domain/auth-forms";
import { wordedParse, wordedProblem } from "../../helpers/worded";

const valid: SignupValues = {
  firstName: "Ana",
  lastName: "López",
  email: "ana@example.com",
  password: "secreto1",
  confirmPassword: "secreto1",
  acceptTerms: true,
};

const wordedSignupProblem = (...a: Parameters<typeof signupProblem>) => wordedProblem(signupProblem(...a));
const wordedEmailLinkProblem = (...a: Parameters<typeof emailLinkProblem>) => wordedProblem(emailLinkProblem(...a));
const wordedNewPasswordProblem = (...a: Parameters<typeof newPasswordProblem>) =>
  wordedProblem(newPasswordProblem(...a));
const wordedLoginProblem = (...a: Parameters<typeof loginProblem>) => wordedProblem(loginProblem(...a));

describe("signup rules, in SPEC order", () => {
  it("accepts a complete signup", () => {
    expect(wordedSignupProblem(valid)).toBeNull();
    expect(wordedParse(signupSchema, valid).success).toBe(true);
  });

  it("requires first name, last name, email and password", () => {
    expect(wordedSignupProblem({ ...valid, firstName: "  " })).toMatchObject({
      field: "firstName",
      message: "El nombre es obligatorio.",
    });
    expect(wordedSignupProblem({ ...valid, lastName: "" })).toMatchObject({
      field: "lastName",
      message: "El apellido es obligatorio.",
    });
    expect(wordedSignupProblem({ ...valid, email: "" })).toMatchObject({
      field: "email",
      message: "El email es obligatorio.",
    });
    expect(wordedSignupProblem({ ...valid, password: "", confirmPassword: "" })).toMatchObject({
      field: "password",
      message: "La contraseña es obligatoria.",
    });
  });

  it("checks the match before the length, and the length before the terms", () => {
    // All three rules broken: the mismatch is named first.
    const all = { ...valid, password: "abc", confirmPassword: "abd", acceptTerms: false };
    expect(wordedSignupProblem(all)?.message).toBe("Las contraseñas no coinciden.");
    const shortAndNoTerms = { ...all, confirmPassword: "abc" };
    expect(wordedSignupProblem(shortAndNoTerms)?.message).toBe("La contraseña debe tener al menos 6 caracteres.");
    expect(wordedSignupProblem({ ...valid, acceptTerms: false })).toEqual({
      field: "acceptTerms",
      title: "Debes aceptar los Términos",
      message: "Acepta los Términos y la Privacidad para continuar.",
    });
  });

  it("accepts exactly 6 characters and refuses more than 72 (bcrypt's limit)", () => {
    expect(wordedSignupProblem({ ...valid, password: "123456", confirmPassword: "123456" })).toBeNull();
    const long = "x".repeat(73);
    expect(wordedSignupProblem({ ...valid, password: long, confirmPassword: long })?.field).toBe("password");
  });

  it("refuses a malformed or 10,000-character e-mail without throwing", () => {
    expect(wordedSignupProblem({ ...valid, email: "ana@" })?.message).toBe("Ingresa un email válido.");
    const huge = `${"a".repeat(10_000)}@example.com`;
    expect(wordedSignupProblem({ ...valid, email: huge })?.message).toBe("Ingresa un email válido.");
    expect(wordedParse(signupSchema, { ...valid, email: huge }).success).toBe(false);
  });

  it("reports exactly one issue, the first one, through the zod schema", () => {
    const parsed = wordedParse(signupSchema, { ...valid, password: "abc", confirmPassword: "abd", acceptTerms: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: "Las contraseñas no coinciden.",
    });
  });

  it("treats missing and wrongly typed fields as empty, never as a crash", () => {
    const parsed = wordedParse(signupSchema, { firstName: 42, acceptTerms: "yes" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("El nombre es obligatorio.");
  });
});

describe("login, forgot password and magic link", () => {
  it("requires email and password", () => {
    expect(wordedLoginProblem({ email: "", password: "x" })?.field).toBe("email");
    expect(wordedLoginProblem({ email: "a@b.co", password: "" })?.field).toBe("password");
    expect(wordedLoginProblem({ email: "a@b.co", password: "x" })).toBeNull();
    expect(wordedParse(loginSchema, {}).success).toBe(false);
  });

  it("answers an empty e-mail with 'Email requerido' and the text of each flow", () => {
    expect(wordedEmailLinkProblem("", "reset")).toMatchObject({
      title: "Email requerido",
      message: "Ingresa tu email para recuperar tu contraseña.",
    });
    expect(wordedEmailLinkProblem("  ", "magic")).toMatchObject({
      title: "Email requerido",
      message: "Ingresa tu email para enviarte el enlace mágico.",
    });
    expect(wordedEmailLinkProblem("no-es-email", "magic")?.message).toBe("Ingresa un email válido.");
    expect(wordedEmailLinkProblem("ana@example.com", "reset")).toBeNull();
  });
});

describe("reset password rules", () => {
  it("checks the length first, then the match", () => {
    expect(wordedNewPasswordProblem({ password: "abc", confirmPassword: "xyz" })).toMatchObject({
      title: "Contraseña muy corta",
      message: "Mínimo 6 caracteres",
    });
    expect(wordedNewPasswordProblem({ password: "abcdef", confirmPassword: "abcdeg" })).toMatchObject({
      title: "No coinciden",
      message: "Las contraseñas deben ser iguales",
    });
    expect(wordedNewPasswordProblem({ password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});
