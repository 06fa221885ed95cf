// Issue 15, items 1, 2 and 5 as attacks on the real actions and the outbox page: each request is
// built the way the server receives it (the peer stamp of lib/net/peer-stamp.ts, then Next's own
// `x-forwarded-for ??= socket address`), with the headers an attacker chooses.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RATE_RULES } from "@/lib/domain/rate-limits";
import { installPeerStamp, stampRequest } from "@/lib/net/peer-stamp";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";
import { holdRateWindows } from "./helpers/rate-window";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }),
  headers: async () => request.headers,
}));

/** What the app sees of a request from `peer` carrying `sent` headers. */
function arrive(peer: string, sent: Record<string, string> = {}): void {
  const raw: Record<string, string> = { host: "localhost:3000", "user-agent": "vitest" };
  for (const [name, value] of Object.entries(sent)) raw[name.toLowerCase()] = value;
  stampRequest({ headers: raw, socket: { remoteAddress: peer } });
  raw["x-forwarded-for"] ??= peer;
  request.headers = new Headers(raw);
}

installPeerStamp();
const { signIn } = await import("@/lib/actions/auth/sign-in");
const { signUp } = await import("@/lib/actions/auth/sign-up");
const { sendPasswordReset } = await import("@/lib/actions/auth/send-password-reset");
const { sendMagicLink } = await import("@/lib/actions/auth/send-magic-link");
const { outboxPageEnabled, readOutbox } = await import("@/lib/email/mailer");
const { readPeer } = await import("@/lib/net/peer-stamp");
const { siteOrigin } = await import("@/lib/env");
const { default: OutboxPage } = await import("@/app/(es)/dev/correo/page");

const BLOCKED = "Demasiados intentos. Espera unos minutos e intenta de nuevo.";
const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;
const good = (email: string) => ({
  firstName: "Ana",
  lastName: "Paz",
  email,
  password: "clave-123",
  confirmPassword: "clave-123",
  acceptTerms: true,
});
const outboxAnswer = () =>
  OutboxPage({ searchParams: Promise.resolve({}) }).then(
    () => 200,
    (e: { digest?: string }) => (String(e.digest).endsWith(";404") ? 404 : 500),
  );

holdRateWindows();
describe.each(testEngines())("request trust [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("a spoofed X-Forwarded-For (or X-Real-IP, Forwarded) no longer gives a fresh sign-in bucket", async () => {
    const { limit } = RATE_RULES.signInPerIp;
    const answers = [];
    for (let i = 0; i < limit + 10; i++) {
      const spoof = `10.${i >> 8}.${i & 255}.1`;
      arrive(
        "198.51.100.10",
        i % 3 === 0
          ? { "x-forwarded-for": spoof }
          : i % 3 === 1
            ? { "x-real-ip": spoof }
            : { forwarded: `for=${spoof}` },
      );
      answers.push(await signIn({ email: address("rociado"), password: "adivina" }));
    }
    expect(answers.slice(0, limit).every((a) => !a.ok && a.error === "Email o contraseña incorrectos.")).toBe(true);
    expect(answers.slice(limit).every((a) => !a.ok && a.error === BLOCKED)).toBe(true);
  });

  it("another client does not share the blocked client's bucket", async () => {
    arrive("198.51.100.10");
    expect(await signIn({ email: address("bloqueado"), password: "x" })).toMatchObject({ error: BLOCKED });
    arrive("198.51.100.11");
    expect(await signIn({ email: address("vecino"), password: "x" })).toMatchObject({
      error: "Email o contraseña incorrectos.",
    });
  });

  it("many shoppers behind one carrier NAT address can still sign up", async () => {
    for (let i = 0; i < 12; i++) {
      arrive("203.0.113.200");
      expect(await signUp(good(address(`nat${i}`)))).toMatchObject({ ok: true });
    }
  });

  it("a forged Host / X-Forwarded-Host does not change the reset or magic link in the e-mail", async () => {
    const email = address("victima");
    arrive("198.51.100.20");
    await signUp(good(email));
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    arrive("198.51.100.21", forged);
    expect(await sendPasswordReset({ email })).toEqual({ ok: true, data: undefined });
    arrive("198.51.100.21", forged);
    expect(await sendMagicLink({ email })).toMatchObject({ ok: true });
    const mails = await readOutbox(email);
    const links = mails.map((m) => /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(m.text)?.[0]);
    expect(links.filter((l) => l?.includes("type=recovery")).length).toBe(1);
    expect(links.filter((l) => l?.includes("type=magiclink")).length).toBe(1);
    for (const link of links) expect(new URL(link!).origin).toBe(siteOrigin());
    expect(mails.some((m) => m.text.includes("evil.example"))).toBe(false);
  });

  it("the outbox answers 404 to another machine, to any proxied request and to a forged stamp", async () => {
    arrive("127.0.0.1");
    expect(outboxPageEnabled(readPeer(request.headers))).toBe(true);
    arrive("127.0.0.1", { "x-forwarded-for": "127.0.0.1" });
    expect(await outboxAnswer()).toBe(404);
    arrive("::1", { forwarded: "for=127.0.0.1" });
    expect(await outboxAnswer()).toBe(404);
    arrive("127.0.0.1", { "x-real-ip": "127.0.0.1" });
    expect(await outboxAnswer()).toBe(404);
    arrive("203.0.113.9");
    expect(await outboxAnswer()).toBe(404);
    request.headers = new Headers({ host: "localhost:3000", "x-cupongt-peer": "guess;127.0.0.1;0" });
    expect(await outboxAnswer()).toBe(404);
  });
});

describe("outbox with a deployment's settings", () => {
  it.each([
    ["SITE_URL", "https://cupongt.com"],
    ["NEXT_PUBLIC_SITE_URL", "https://cupongt.com"],
    ["SMTP_URL", "smtp://user:pass@mail.example:587"],
    ["OUTBOX_PAGE", "off"],
  ])("%s set: 404 even from this machine", async (name, value) => {
    vi.stubEnv(name, value);
    vi.resetModules();
    try {
      const { outboxPageEnabled: enabled } = await import("@/lib/email/mailer");
      const { default: Page } = await import("@/app/(es)/dev/correo/page");
      arrive("127.0.0.1");
      expect(enabled(readPeer(request.headers))).toBe(false);
      const answer = await Page({ searchParams: Promise.resolve({}) }).then(
        () => 200,
        (e: { digest?: string }) => String(e.digest),
      );
      expect(answer).toMatch(/;404$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
