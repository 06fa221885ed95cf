// One contract, two adapters: what the app relies on from any auth back end. The built-in
// adapter runs on a real database; the Supabase adapter against recorded Supabase Auth responses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinAuth } from "@/lib/auth/builtin/adapter";
import type { AuthPort, EmailLinkType } from "@/lib/auth/port";
import { supabaseAuth } from "@/lib/auth/supabase/adapter";
import { readOutbox } from "@/lib/email/mailer";
import { FakeSupabaseAuth } from "./helpers/fake-supabase-auth";
import { browser } from "./helpers/memory-cookies";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

interface Harness {
  port: AuthPort;
  /** The token of the newest link of `type` e-mailed to `email`. */
  mailedToken(email: string, type: EmailLinkType): Promise<string | undefined>;
}

const fake = new FakeSupabaseAuth();
const harnesses: [string, () => Harness][] = [
  [
    "builtin",
    () => ({
      port: builtinAuth,
      async mailedToken(email, type) {
        const mail = (await readOutbox(email)).find((m) => m.text.includes(`type=${type}&`));
        return /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
      },
    }),
  ],
  [
    "supabase",
    () => ({
      port: supabaseAuth({ url: fake.url, anonKey: "anon-key", fetch: fake.fetch }),
      async mailedToken(email, type) {
        return fake.mailed.get(`${email.toLowerCase()}|${type}`);
      },
    }),
  ],
];

const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe.each(harnesses)("auth contract [%s]", (_name, make) => {
  let db: TestDatabase;
  const { port, mailedToken } = make();
  beforeAll(async () => {
    db = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await db.drop();
  });

  async function account(tag: string, password = "clave-123") {
    const email = newEmail(tag);
    const result = await port.signUp({ email, password, firstName: "Ana", lastName: "Ruiz", locale: "es" }, browser());
    expect(result.ok).toBe(true);
    return { email, password };
  }

  it("signs up without signing in, keeping first and last name", async () => {
    const client = browser();
    const email = newEmail("alta");
    const result = await port.signUp(
      { email, password: "clave-123", firstName: "Ana", lastName: "Ruiz", locale: "es" },
      client,
    );
    expect(result).toMatchObject({ ok: true, data: { user: { email, firstName: "Ana", lastName: "Ruiz" } } });
    expect(await port.getSession(client)).toBeNull();
  });

  it("refuses a taken e-mail with a Spanish message", async () => {
    const { email } = await account("repetido");
    const again = await port.signUp(
      { email, password: "otra-clave", firstName: "B", lastName: "C", locale: "es" },
      browser(),
    );
    expect(again).toEqual({ ok: false, code: "email_taken", message: "Ya existe una cuenta con este email." });
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const { email } = await account("clave");
    const wrong = await port.signInWithPassword({ email, password: "incorrecta" }, browser());
    const unknown = await port.signInWithPassword({ email: newEmail("nadie"), password: "clave-123" }, browser());
    expect(wrong).toEqual({ ok: false, code: "invalid_credentials", message: "Email o contraseña incorrectos." });
    expect(unknown).toEqual(wrong);
  });

  it("signs in, reads the session with the user's names, and signs out", async () => {
    const { email, password } = await account("sesion");
    const client = browser();
    const signedIn = await port.signInWithPassword({ email: email.toUpperCase(), password }, client);
    expect(signedIn.ok).toBe(true);
    expect(await port.getSession(client)).toMatchObject({
      recovery: false,
      user: { email, firstName: "Ana", lastName: "Ruiz" },
    });
    await port.signOut(client);
    expect(await port.getSession(client)).toBeNull();
  });

  it("answers reset and magic-link requests the same for unknown addresses", async () => {
    const { email } = await account("enlaces");
    for (const target of [email, newEmail("desconocido")]) {
      expect(await port.sendPasswordReset(target, browser())).toEqual({ ok: true, data: undefined });
      expect(await port.sendMagicLink(target, browser())).toEqual({ ok: true, data: undefined });
    }
  });

  it("opens a session from a magic link, once", async () => {
    const { email } = await account("magia");
    await port.sendMagicLink(email, browser());
    const token = await mailedToken(email, "magiclink");
    expect(token).toBeTruthy();
    const client = browser();
    expect(await port.verifyEmailLink({ token, type: "magiclink" }, client)).toEqual({
      ok: true,
      data: { recovery: false },
    });
    expect((await port.getSession(client))?.user.email).toBe(email);
    const again = await port.verifyEmailLink({ token, type: "magiclink" }, browser());
    expect(again).toMatchObject({ ok: false, code: "link_invalid" });
  });

  it("changes the password only from a recovery session, then the old one stops working", async () => {
    const { email, password } = await account("recupera");
    const normal = browser();
    await port.signInWithPassword({ email, password }, normal);
    expect(await port.updatePassword("nueva-clave", normal)).toMatchObject({ ok: false, code: "no_recovery_session" });

    await port.sendPasswordReset(email, browser());
    const token = await mailedToken(email, "recovery");
    const recovering = browser();
    expect(await port.verifyEmailLink({ token, type: "recovery" }, recovering)).toEqual({
      ok: true,
      data: { recovery: true },
    });
    expect((await port.getSession(recovering))?.recovery).toBe(true);
    expect(await port.updatePassword("nueva-clave", recovering)).toEqual({ ok: true, data: undefined });

    expect(await port.getSession(normal)).toBeNull(); // every session ended with the old password
    expect((await port.signInWithPassword({ email, password }, browser())).ok).toBe(false);
    expect((await port.signInWithPassword({ email, password: "nueva-clave" }, browser())).ok).toBe(true);
  });

  it("refuses a hand-set recovery cookie: only the server-side recovery exchange unlocks a new password", async () => {
    const { email, password } = await account("forjada");
    const attacker = browser();
    await port.signInWithPassword({ email, password }, attacker);
    for (const forged of ["1", "true", "C".repeat(43)]) {
      attacker.cookies.set("cupongt_recovery", forged, {});
      expect((await port.getSession(attacker))?.recovery).toBe(false);
      expect(await port.updatePassword("robada-123", attacker)).toMatchObject({
        ok: false,
        code: "no_recovery_session",
      });
    }
    expect((await port.signInWithPassword({ email, password }, browser())).ok).toBe(true); // unchanged
  });

  it("binds a recovery to its own session: the cookie copied into another session unlocks nothing", async () => {
    const { email, password } = await account("copiada");
    await port.sendPasswordReset(email, browser());
    const recovering = browser();
    await port.verifyEmailLink({ token: await mailedToken(email, "recovery"), type: "recovery" }, recovering);
    expect((await port.getSession(recovering))?.recovery).toBe(true);

    const other = browser();
    await port.signInWithPassword({ email, password }, other);
    for (const { name, value } of recovering.cookies.getAll())
      if (!name.startsWith("sb-") && name !== "cupongt_session") other.cookies.set(name, value, {});
    expect((await port.getSession(other))?.recovery).toBe(false);
    expect(await port.updatePassword("robada-123", other)).toMatchObject({ ok: false, code: "no_recovery_session" });
    expect((await port.getSession(recovering))?.recovery).toBe(true); // the real one still works
  });

  it("refuses a forged link and a missing one", async () => {
    expect(await port.verifyEmailLink({ token: "A".repeat(43), type: "recovery" }, browser())).toMatchObject({
      ok: false,
      code: "link_invalid",
    });
    expect(await port.verifyEmailLink({ type: "magiclink" }, browser())).toMatchObject({
      ok: false,
      code: "link_invalid",
    });
  });

  it("treats a forged session cookie as signed out", async () => {
    const client = browser();
    client.cookies.set("cupongt_session", "B".repeat(43), {});
    client.cookies.set("sb-fakeproject-auth-token", "base64-e30", {});
    expect(await port.getSession(client)).toBeNull();
  });
});

describe("adapter-specific behaviour", () => {
  it("built-in: Google is unavailable here and says why", async () => {
    expect(await builtinAuth.signInWithGoogle(browser())).toMatchObject({
      ok: false,
      code: "provider_unavailable",
      message: expect.stringContaining("Google"),
    });
  });

  it("supabase: Google returns the provider URL with the site origin as redirect", async () => {
    const port = supabaseAuth({ url: fake.url, anonKey: "anon-key", fetch: fake.fetch });
    const result = await port.signInWithGoogle(browser("https://cupongt.example"));
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.data.url : "");
    expect(url.pathname).toBe("/auth/v1/authorize");
    expect(url.searchParams.get("provider")).toBe("google");
    expect(url.searchParams.get("redirect_to")).toBe("https://cupongt.example");
  });
});
