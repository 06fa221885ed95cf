// The language of a shopper's mails that belong to no order, on every engine: an account made on an
// English page gets English (the sign-up's metadata, read by handle_new_user), one made on a Spanish
// page Spanish; signing in on an English page goes back to the English page asked for; the profile's
// choice is saved through its action, and bad input or no session changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/db/auth-schema";
import { profiles } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { holdRateWindows } from "./helpers/rate-window";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: "203.0.113.1", referer: "" }));
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
  // The page that posted the action: its language is the action's.
  headers: async () => {
    const raw: Record<string, string> = { host: "localhost:3000", "user-agent": "vitest" };
    if (request.referer) raw.referer = request.referer;
    (await import("@/lib/net/peer-stamp")).stampRequest({ headers: raw, socket: { remoteAddress: request.ip } });
    return new Headers(raw);
  },
}));
(await import("@/lib/net/peer-stamp")).installPeerStamp();

const { signIn } = await import("@/lib/actions/auth/sign-in");
const { signUp } = await import("@/lib/actions/auth/sign-up");
const { setMailLanguageAction } = await import("@/lib/actions/profile/set-mail-language");
const { userLanguage } = await import("@/lib/data/orders/buyer-language");

const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;
const account = (email: string) => ({
  firstName: "Ann",
  lastName: "Lopez",
  email,
  password: "clave-123",
  confirmPassword: "clave-123",
  acceptTerms: true,
});

holdRateWindows();
describe.each(testEngines())("the profile's language [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const localeOf = async (email: string) => {
    const [row] = await t.owner
      .select({ locale: profiles.locale })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, email));
    return row?.locale;
  };
  const idOf = async (email: string) =>
    (await t.owner.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("takes the sign-up page's language, and signing in on an English page comes back in English", async () => {
    request.cookies.clear();
    request.ip = "203.0.113.31";
    request.referer = "http://localhost:3000/en/auth?tab=registro";
    const english = address("en");
    expect(await signUp(account(english))).toEqual({ ok: true, data: { confirmationSent: false } });
    expect(await localeOf(english)).toBe("en");
    expect(await userLanguage(await idOf(english))).toBe("en");
    expect(await signIn({ email: english, password: "clave-123", next: "/perfil" })).toEqual({
      ok: true,
      data: { redirectTo: "/en/profile" },
    });

    request.cookies.clear();
    request.referer = "http://localhost:3000/auth?tab=registro";
    const spanish = address("es");
    expect(await signUp(account(spanish))).toEqual({ ok: true, data: { confirmationSent: false } });
    expect(await localeOf(spanish)).toBe("es");
    expect(await userLanguage(await idOf(spanish))).toBe("es");
    expect(await signIn({ email: spanish, password: "clave-123", next: "/perfil" })).toEqual({
      ok: true,
      data: { redirectTo: "/perfil" },
    });
  });

  it("saves the profile's choice; bad input and no session change nothing", async () => {
    request.cookies.clear();
    request.ip = "203.0.113.32";
    request.referer = "http://localhost:3000/perfil";
    const email = address("choice");
    await signUp(account(email));
    // Without a session: refused, in Spanish (the posting page's language).
    expect(await setMailLanguageAction({ locale: "en" })).toMatchObject({ ok: false, error: "Debes iniciar sesión." });
    await signIn({ email, password: "clave-123", next: "/perfil" });

    expect(await setMailLanguageAction({ locale: "en" })).toEqual({ ok: true, data: { locale: "en" } });
    expect(await localeOf(email)).toBe("en");
    for (const bad of [{ locale: "fr" }, { locale: "" }, {}, null, "en", { locale: ["en"] }])
      expect(await setMailLanguageAction(bad), JSON.stringify(bad)).toMatchObject({ ok: false });
    expect(await localeOf(email)).toBe("en");
    expect(await setMailLanguageAction({ locale: "es" })).toEqual({ ok: true, data: { locale: "es" } });
    expect(await localeOf(email)).toBe("es");
  });
});
