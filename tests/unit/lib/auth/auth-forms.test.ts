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

const valid: SignupValues = { firstName: "Ana", lastName: "López", email: "ana@example.com", password: "secreto1", confirmPassword: "secreto1", acceptTerms: true };

describe("signup rules, in SPEC order", () => {
  it("accepts a complete signup", () => {
    expect(signupProblem(valid)).toBeNull();
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it("requires first name, last name, email and password", () => {
    expect(signupProblem({ ...valid, firstName: "  " })).toMatchObject({ field: "firstName", message: "El nombre es obligatorio." });
    expect(signupProblem({ ...valid, lastName: "" })).toMatchObject({ field: "lastName", message: "El apellido es obligatorio." });
    expect(signupProblem({ ...valid, email: "" })).toMatchObject({ field: "email", message: "El email es obligatorio." });
    expect(signupProblem({ ...valid, password: "", confirmPassword: "" })).toMatchObject({ field: "password", message: "La contraseña es obligatoria." });
  });

  it("checks the match before the length, and the length before the terms", () => {
    // All three rules broken: the mismatch is named first.
    const all = { ...valid, password: "abc", confirmPassword: "abd", acceptTerms: false };
    expect(signupProblem(all)?.message).toBe("Las contraseñas no coinciden.");
    const shortAndNoTerms = { ...all, confirmPassword: "abc" };
    expect(signupProblem(shortAndNoTerms)?.message).toBe("La contraseña debe tener al menos 6 caracteres.");
    expect(signupProblem({ ...valid, acceptTerms: false })).toEqual({
      field: "acceptTerms",
      title: "Debes aceptar los Términos",
      message: "Acepta los Términos y la Privacidad para continuar.",
    });
  });

  it("accepts exactly 6 characters and refuses more than 72 (bcrypt's limit)", () => {
    expect(signupProblem({ ...valid, password: "123456", confirmPassword: "123456" })).toBeNull();
    const long = "x".repeat(73);
    expect(signupProblem({ ...valid, password: long, confirmPassword: long })?.field).toBe("password");
  });

  it("refuses a malformed or 10,000-character e-mail without throwing", () => {
    expect(signupProblem({ ...valid, email: "ana@" })?.message).toBe("Ingresa un email válido.");
    const huge = `${"a".repeat(10_000)}@example.com`;
    expect(signupProblem({ ...valid, email: huge })?.message).toBe("Ingresa un email válido.");
    expect(signupSchema.safeParse({ ...valid, email: huge }).success).toBe(false);
  });

  it("reports exactly one issue, the first one, through the zod schema", () => {
    const parsed = signupSchema.safeParse({ ...valid, password: "abc", confirmPassword: "abd", acceptTerms: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "Las contraseñas no coinciden." });
  });

  it("treats missing and wrongly typed fields as empty, never as a crash", () => {
    const parsed = signupSchema.safeParse({ firstName: 42, acceptTerms: "yes" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("El nombre es obligatorio.");
  });
});

describe("login, forgot password and magic link", () => {
  it("requires email and password", () => {
    expect(loginProblem({ email: "", password: "x" })?.field).toBe("email");
    expect(loginProblem({ email: "a@b.co", password: "" })?.field).toBe("password");
    expect(loginProblem({ email: "a@b.co", password: "x" })).toBeNull();
    expect(loginSchema.safeParse({}).success).toBe(false);
  });

  it("answers an empty e-mail with 'Email requerido' and the text of each flow", () => {
    expect(emailLinkProblem("", "reset")).toMatchObject({ title: "Email requerido", message: "Ingresa tu email para recuperar tu contraseña." });
    expect(emailLinkProblem("  ", "magic")).toMatchObject({ title: "Email requerido", message: "Ingresa tu email para enviarte el enlace mágico." });
    expect(emailLinkProblem("no-es-email", "magic")?.message).toBe("Ingresa un email válido.");
    expect(emailLinkProblem("ana@example.com", "reset")).toBeNull();
  });
});

describe("reset password rules", () => {
  it("checks the length first, then the match", () => {
    expect(newPasswordProblem({ password: "abc", confirmPassword: "xyz" })).toMatchObject({ title: "Contraseña muy corta", message: "Mínimo 6 caracteres" });
    expect(newPasswordProblem({ password: "abcdef", confirmPassword: "abcdeg" })).toMatchObject({ title: "No coinciden", message: "Las contraseñas deben ser iguales" });
    expect(newPasswordProblem({ password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});
