// Nobody can lock an account's owner out by guessing its password. Wrong passwords are throttled
// per (account, client address) pair, so guesses from other addresses never refuse the owner's
// right password; past a higher per-account count (distributed guessing) the password form stops
// checking passwords for that account and offers a one-time e-mailed link, with which the owner
// gets in. Both auth back ends, through the real sign-in action, the magic-link action and the
// /auth/confirm button, behind one trusted proxy (client addresses come from X-Forwarded-For).
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthPort } from "@/lib/auth/port";
import { RATE_RULES } from "@/lib/domain/rate-limits";
import { testEngines } from "./helpers/engines";
import { FakeSupabaseAuth } from "./helpers/fake-supabase-auth";
import { browser } from "./helpers/memory-cookies";
import { holdRateWindows } from "./helpers/rate-window";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// One load balancer in front of the app: it appends the client to X-Forwarded-For.
const request = vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  return {
    cookies: new Map<string, string>(),
    client: "203.0.113.1",
    sent: "" as string,
    port: null as AuthPort | null,
  };
});
const BALANCER = "10.0.0.2";
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: { maxAge?: number }) =>
      options?.maxAge === 0 || value === "" ? request.cookies.delete(name) : request.cookies.set(name, value),
    delete: (name: string) => request.cookies.delete(name),
  }),
  // As the server receives it from the balancer: whatever the client sent, then the client.
  headers: async () => {
    const forwardedFor = [request.sent, request.client].filter(Boolean).join(", ");
    const raw: Record<string, string> = {
      host: "localhost:3000",
      "user-agent": "vitest",
      "x-forwarded-for": forwardedFor,
    };
    (await import("@/lib/net/peer-stamp")).stampRequest({ headers: raw, socket: { remoteAddress: BALANCER } });
    return new Headers(raw);
  },
}));
vi.mock("@/lib/auth", async (original) => {
  const actual = await original<typeof import("@/lib/auth")>();
  return { ...actual, getAuth: () => request.port ?? actual.getAuth() };
});
(await import("@/lib/net/peer-stamp")).installPeerStamp();

const { signIn } = await import("@/lib/actions/auth/sign-in");
const { sendMagicLink } = await import("@/lib/actions/auth/send-magic-link");
const { POST: pressConfirm } = await import("@/app/(es)/(account)/auth/confirm/continuar/route");
const { builtinAuth } = await import("@/lib/auth/builtin/adapter");
const { supabaseAuth } = await import("@/lib/auth/supabase/adapter");
const { readOutbox } = await import("@/lib/email/mailer");
const { clientIp } = await import("@/lib/auth/request-context");

const WRONG = "Email o contraseña incorrectos.";
const BLOCKED = "Demasiados intentos. Espera unos minutos e intenta de nuevo.";
const USE_LINK =
  "Por seguridad pausamos el ingreso con contraseña de esta cuenta por unos minutos. Pide un enlace de acceso a tu email para entrar.";
const SITE = "http://localhost:3000";
const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;
const pair = RATE_RULES.signInPerEmailIp.limit;
const account = RATE_RULES.signInPerEmail.limit;
const mails = RATE_RULES.emailLinkPerAddress.limit;

const fake = new FakeSupabaseAuth();
/** Each back end, and the magic-link tokens it has mailed to an address (the fake keeps the newest). */
const backends: [string, () => { port: AuthPort; mailedTokens: (email: string) => Promise<string[]> }][] = [
  [
    "builtin",
    () => ({
      port: builtinAuth,
      async mailedTokens(email) {
        const texts = (await readOutbox(email)).map((m) => m.text).filter((text) => text.includes("type=magiclink&"));
        return texts.map((text) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "").filter(Boolean);
      },
    }),
  ],
  [
    "supabase",
    () => ({
      port: supabaseAuth({ url: fake.url, anonKey: "anon-key", fetch: fake.fetch }),
      mailedTokens: async (email) => [fake.mailed.get(`${email}|magiclink`) ?? ""].filter(Boolean),
    }),
  ],
];
const cases = testEngines().flatMap((engine) => backends.map(([name, make]) => [engine, name, make] as const));

/** The /auth/confirm button's same-origin POST for a mailed magic-link token. */
function press(token: string) {
  const body = new URLSearchParams({ type: "magiclink", token });
  const headers = {
    origin: SITE,
    host: "localhost:3000",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-www-form-urlencoded",
  };
  return pressConfirm(new NextRequest(`${SITE}/auth/confirm/continuar`, { method: "POST", headers, body }));
}

/** The next request comes from `client` (through the balancer), having sent `sent` itself. */
function from(client: string, sent = ""): void {
  request.client = client;
  request.sent = sent;
  request.cookies.clear();
}

holdRateWindows();
describe.each(cases)("sign-in lockout [%s, %s]", (_engine, _backend, make) => {
  let t: TestDatabase;
  const { port, mailedTokens } = make();
  beforeAll(async () => {
    t = await createTestDatabase(_engine);
    request.port = port;
  });
  afterAll(async () => {
    request.port = null;
    await t.drop();
  });

  /** Whose session the cookies of the last answer hold. */
  async function sessionEmail() {
    const cookies = {
      get: (n: string) => request.cookies.get(n),
      getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
      set: () => {},
      delete: () => {},
    };
    return (await port.getSession({ cookies, origin: SITE }))?.user.email;
  }

  async function owner(tag: string) {
    const email = address(tag);
    expect(
      (
        await port.signUp(
          { email, password: "clave-del-dueno", firstName: "Rosa", lastName: "Lix", locale: "es" },
          browser(),
        )
      ).ok,
    ).toBe(true);
    return email;
  }

  /** `count` wrong passwords for `email`, `perClient` from each of a series of fresh addresses. */
  async function guess(email: string, count: number, perClient: number, tag: string) {
    const answers = [];
    for (let i = 0; i < count; i++) {
      from(`198.18.${tag}.${Math.floor(i / perClient) + 1}`);
      answers.push(await signIn({ email, password: `adivina-${i}` }));
    }
    return answers;
  }

  it("reads the client from the trusted proxy's entry, not from what the client wrote", async () => {
    from("198.51.100.9", "1.2.3.4");
    expect(await clientIp()).toBe("198.51.100.9");
  });

  it("ten wrong passwords from ten addresses, then the owner's right password gets in", async () => {
    const email = await owner("diez");
    const answers = await guess(email, pair, 1, "1");
    expect(answers.every((a) => !a.ok && a.error === WRONG)).toBe(true);
    from("203.0.113.50");
    expect(await signIn({ email, password: "clave-del-dueno" })).toEqual({ ok: true, data: { redirectTo: "/" } });
  });

  it("one address is throttled after ten wrong passwords; the owner from his own address is not", async () => {
    const email = await owner("uno");
    const answers = await guess(email, pair + 2, pair + 2, "2");
    expect(answers.slice(0, pair).every((a) => !a.ok && a.error === WRONG)).toBe(true);
    expect(answers.slice(pair)).toEqual([
      { ok: false, error: BLOCKED },
      { ok: false, error: BLOCKED },
    ]);
    // Writing a fresh X-Forwarded-For each time does not make a fresh pair: the balancer's entry counts.
    from("198.18.2.1", "10.9.9.9");
    expect(await signIn({ email, password: "clave-del-dueno" })).toEqual({ ok: false, error: BLOCKED });
    from("203.0.113.51");
    expect(await signIn({ email, password: "clave-del-dueno" })).toEqual({ ok: true, data: { redirectTo: "/" } });
  });

  it("past the per-account threshold the password is not checked, a link is offered, and the owner gets in by it", async () => {
    const email = await owner("muchos");
    const answers = await guess(email, account, pair, "3");
    expect(answers.every((a) => !a.ok && a.error === WRONG)).toBe(true);
    // Now even the right password from a new address is answered with the link offer, not checked.
    from("203.0.113.52");
    const paused = await signIn({ email, password: "clave-del-dueno" });
    expect(paused).toEqual({ ok: false, error: USE_LINK, code: "sign_in_link" });
    expect(request.cookies.has("cupongt_session")).toBe(false);
    // The same answer for an address nobody registered that is guessed as hard: no enumeration.
    const nobody = address("nadie");
    await guess(nobody, account, pair, "4");
    from("203.0.113.53");
    expect(await signIn({ email: nobody, password: "clave-del-dueno" })).toEqual(paused);

    // The owner asks for the link, and the button on /auth/confirm opens his session.
    from("203.0.113.52");
    expect(await sendMagicLink({ email })).toEqual({ ok: true, data: undefined });
    expect(await sendMagicLink({ email: nobody })).toEqual({ ok: true, data: undefined });
    const [token, ...others] = await mailedTokens(email);
    expect(token).toBeTruthy();
    expect(others).toEqual([]);
    expect((await press(token!)).headers.get("location")).toBe("/");
    expect(await sessionEmail()).toBe(email);
    // The link is single use.
    request.cookies.clear();
    expect((await press(token!)).headers.get("location")).toBe("/auth?enlace=invalido");
  }, 240_000); // a hundred password checks (bcrypt) on a loaded machine

  it("a stranger who spends the owner's link e-mails cannot shut that way in: the newest mailed link works", async () => {
    const email = await owner("buzon");
    for (let i = 0; i < mails + 2; i++) {
      from(`198.18.5.${i + 1}`);
      expect(await sendMagicLink({ email })).toEqual({ ok: true, data: undefined });
    }
    // The owner's own request is past the budget (same answer, no new mail); what he has works.
    from("203.0.113.54");
    expect(await sendMagicLink({ email })).toEqual({ ok: true, data: undefined });
    // Mailed within one held clock tick, the links cannot be told apart by date: press each; only
    // the newest opens a session (each new one replaced the last), and no more were sent than allowed.
    const tokens = await mailedTokens(email);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.length).toBeLessThanOrEqual(mails);
    const landed = [];
    for (const token of tokens) {
      request.cookies.clear();
      const location = (await press(token)).headers.get("location");
      landed.push(location);
      if (location === "/") expect(await sessionEmail()).toBe(email);
    }
    expect(landed.filter((l) => l === "/")).toHaveLength(1);
  });
});
