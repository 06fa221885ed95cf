// The account server actions through the real session code, with the request's cookies and
// headers stood in for: bad input gets the spec's message (never a throw, never a write), rate
// limits bite, and a session cookie written by sign-in is what the next request reads.
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/db/auth-schema";
import { RATE_RULES } from "@/lib/domain/rate-limits";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";
import { holdRateWindows } from "./helpers/rate-window";

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: "203.0.113.1" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
    },
    delete: (name: string) => request.cookies.delete(name),
  }),
  // As the server receives it: stamped with the socket peer (lib/net/peer-stamp.ts).
  headers: async () => {
    const raw: Record<string, string> = { host: "localhost:3000", "user-agent": "vitest" };
    (await import("@/lib/net/peer-stamp")).stampRequest({ headers: raw, socket: { remoteAddress: request.ip } });
    return new Headers(raw);
  },
}));
(await import("@/lib/net/peer-stamp")).installPeerStamp();

const { signIn } = await import("@/lib/actions/auth/sign-in");
const { signUp } = await import("@/lib/actions/auth/sign-up");
const { sendPasswordReset } = await import("@/lib/actions/auth/send-password-reset");
const { sendMagicLink } = await import("@/lib/actions/auth/send-magic-link");
const { updatePassword } = await import("@/lib/actions/auth/update-password");
const { updateProfile } = await import("@/lib/actions/profile/update-profile");
const { getSession } = await import("@/lib/auth/session");
const { offlineOwnerKey } = await import("@/lib/auth/cookies");

const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;
const good = (email: string) => ({
  firstName: "Iris",
  lastName: "Paz",
  email,
  password: "clave-123",
  confirmPassword: "clave-123",
  acceptTerms: true,
});

holdRateWindows();
describe("account actions [pglite]", () => {
  let t: TestDatabase;
  const userCount = async () => (await t.owner.select({ n: count() }).from(users))[0]!.n;
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers junk with the spec's messages and writes nothing", async () => {
    request.ip = "203.0.113.10";
    const before = await userCount();
    const huge = `${"a".repeat(10_000)}@example.com`;
    expect(await signUp({ ...good(huge) })).toMatchObject({ ok: false, error: "Ingresa un email válido." });
    expect(await signUp({})).toMatchObject({ ok: false, error: "El nombre es obligatorio." });
    expect(await signUp(null)).toMatchObject({ ok: false });
    expect(await signUp("texto")).toMatchObject({ ok: false });
    expect(await signUp({ ...good(address("x")), confirmPassword: "otra" })).toMatchObject({
      ok: false,
      error: "Las contraseñas no coinciden.",
    });
    expect(await signUp({ ...good(address("x")), acceptTerms: false })).toMatchObject({
      ok: false,
      error: "Acepta los Términos y la Privacidad para continuar.",
    });
    expect(await signIn({ email: huge, password: "x" })).toMatchObject({
      ok: false,
      error: "Ingresa un email válido.",
    });
    expect(await sendPasswordReset({ email: "" })).toMatchObject({
      ok: false,
      error: "Ingresa tu email para recuperar tu contraseña.",
    });
    expect(await sendMagicLink({ email: "" })).toMatchObject({
      ok: false,
      error: "Ingresa tu email para enviarte el enlace mágico.",
    });
    expect(await updatePassword({ password: "nueva-clave", confirmPassword: "nueva-clave" })).toMatchObject({
      ok: false,
      error: "Abre este enlace desde el email de recuperación",
    });
    expect(await updateProfile({ displayName: "Nadie", avatarUrl: "" })).toMatchObject({
      ok: false,
      error: "Debes iniciar sesión.",
    });
    expect(await userCount()).toBe(before);
  });

  it("signs up, then signs in: the cookie it sets is the next request's session", async () => {
    request.ip = "203.0.113.20";
    request.cookies.clear();
    const email = address("ciclo");
    expect(await signUp(good(email))).toEqual({ ok: true, data: { confirmationSent: false } });
    expect((await getSession()).user).toBeNull();
    expect(await signIn({ email, password: "clave-123", next: "https://evil.example/" })).toEqual({
      ok: true,
      data: { redirectTo: "/" },
    });
    expect(request.cookies.has("cupongt_session")).toBe(true);
    const hint = JSON.parse(request.cookies.get("cupongt_user")!) as { name: string; k: string };
    // getSession is cached per request by React; outside a render each call reads again.
    const { user, caller } = await getSession();
    expect(user?.email).toBe(email);
    expect(caller).toMatchObject({ role: "authenticated", userId: user?.id });
    // The hint names the account only by the offline-cache key (public/sw.js), derived from its id.
    expect(hint).toEqual({ name: "Iris", k: offlineOwnerKey(user!.id) });
    expect(hint.k).toMatch(/^[0-9a-f]{32}$/);
    expect(await updateProfile({ displayName: "Iris P.", avatarUrl: "https://example.com/a.png" })).toMatchObject({
      ok: true,
    });
  });

  it("forged and expired cookies are visitors", async () => {
    request.cookies.clear();
    request.cookies.set("cupongt_session", "not-a-token");
    expect((await getSession()).user).toBeNull();
    request.cookies.set("cupongt_session", "C".repeat(43));
    expect((await getSession()).user).toBeNull();
    await t.owner.execute(sql`update app_private.auth_sessions set expires_at = now() - interval '1 second'`);
    request.cookies.clear();
  });

  it("limits sign-in attempts per (e-mail, address) pair, with one message", async () => {
    const email = address("fuerza");
    request.ip = "203.0.113.30";
    const answers = [];
    for (let i = 0; i < RATE_RULES.signInPerEmailIp.limit + 1; i++)
      answers.push(await signIn({ email, password: `intento-${i}` }));
    expect(answers.at(-2)).toMatchObject({ ok: false, error: "Email o contraseña incorrectos." });
    expect(answers.at(-1)).toEqual({
      ok: false,
      error: "Demasiados intentos. Espera unos minutos e intenta de nuevo.",
    });
    // Another address still has its password checked: guesses from one place never lock the owner
    // out (the account-wide pause is in sign-in-lockout.test.ts).
    request.ip = "198.51.100.7";
    expect(await signIn({ email, password: "otra" })).toEqual({ ok: false, error: "Email o contraseña incorrectos." });
  });

  it("answers a reset for an unknown address exactly like a known one, also once limited", async () => {
    request.ip = "203.0.113.40";
    const known = address("conocido");
    await signUp(good(known));
    const unknown = address("desconocido");
    const answers = await Promise.all([known, unknown].map((email) => sendPasswordReset({ email })));
    expect(answers[0]).toEqual({ ok: true, data: undefined });
    expect(answers[1]).toEqual(answers[0]);
    for (let i = 0; i < RATE_RULES.emailLinkPerAddress.limit + 2; i++) {
      expect(await sendPasswordReset({ email: known })).toEqual({ ok: true, data: undefined });
    }
  });
});
