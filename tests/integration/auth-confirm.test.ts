// /auth/confirm through its real page and route handler, with the request's cookies stood in
// for: opening a mailed link (as a mail scanner does) spends nothing; only the page's
// same-origin POST spends the token and signs in; a POST from another site (login CSRF) is
// refused and leaves the link valid.
import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { message } from "@/lib/i18n/messages";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: { maxAge?: number }) =>
      options?.maxAge === 0 ? jar.delete(name) : jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ host: "localhost:3000", "user-agent": "vitest" }),
}));
vi.mock("@/lib/i18n/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => message(`${namespace}.${key}`),
}));

const { default: ConfirmPage } = await import("@/app/(es)/(account)/auth/confirm/page");
const { POST, GET } = await import("@/app/(es)/(account)/auth/confirm/continuar/route");
const { builtinAuth } = await import("@/lib/auth/builtin/adapter");
const { readOutbox } = await import("@/lib/email/mailer");
const { browser } = await import("./helpers/memory-cookies");

const SITE = "http://localhost:3000";
const address = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;

async function mailedQuery(email: string, type: "magiclink" | "recovery"): Promise<URLSearchParams> {
  const mail = (await readOutbox(email)).find((m) => m.text.includes(`type=${type}&`));
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).searchParams;
}

/** What a browser (or a scanner) gets for GET /auth/confirm?...: the page's HTML. */
async function openPage(query: URLSearchParams): Promise<string> {
  return renderToStaticMarkup(await ConfirmPage({ searchParams: Promise.resolve(Object.fromEntries(query)) }));
}

/** The confirm button's POST, from `origin` (a browser always sends it on a form POST). */
function press(query: URLSearchParams, origin = SITE, fetchSite = "same-origin") {
  const body = new URLSearchParams({ type: query.get("type") ?? "", token: query.get("token") ?? "" });
  return POST(
    new NextRequest(`${SITE}/auth/confirm/continuar`, {
      method: "POST",
      headers: {
        origin,
        host: "localhost:3000",
        "sec-fetch-site": fetchSite,
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    }),
  );
}

describe("e-mail link confirmation [pglite]", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => jar.clear());

  async function magicLinkFor(tag: string) {
    const email = address(tag);
    expect(
      (
        await builtinAuth.signUp(
          { email, password: "clave-123", firstName: "Eva", lastName: "Sol", locale: "es" },
          browser(),
        )
      ).ok,
    ).toBe(true);
    await builtinAuth.sendMagicLink(email, browser());
    return { email, query: await mailedQuery(email, "magiclink") };
  }

  it("a GET (a mail scanner opening the link) renders a noindex page with a POST button and spends nothing", async () => {
    const { query } = await magicLinkFor("escaner");
    for (let visit = 0; visit < 3; visit++) {
      const html = await openPage(query);
      expect(html).toContain('method="post"');
      expect(html).toContain('action="/auth/confirm/continuar"');
      expect(html).toContain(`value="${query.get("token")}"`);
      expect(html).toContain(">Continuar</button>");
      expect(html).toContain("Ingresar con tu enlace");
    }
    expect(jar.size).toBe(0); // no session opened by looking
    const { robots } = await (await import("@/app/(es)/(account)/auth/confirm/page")).generateMetadata();
    expect(robots).toMatchObject({ index: false, follow: false });

    // The token is still good after the scanner's visits: the button signs in.
    const answer = await press(query);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/");
    expect(jar.get("cupongt_session")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a cross-site POST (login CSRF): no session, and the link stays valid for its owner", async () => {
    const { query } = await magicLinkFor("csrf");
    for (const [origin, site] of [
      ["https://evil.example", "cross-site"],
      ["null", "cross-site"],
    ] as const) {
      const answer = await press(query, origin, site);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe("Solicitud rechazada.");
      expect(jar.has("cupongt_session")).toBe(false);
    }
    expect((await press(query)).headers.get("location")).toBe("/");
    expect(jar.has("cupongt_session")).toBe(true);
  });

  it("spends the token once: a second POST is sent back with the invalid-link message", async () => {
    const { query } = await magicLinkFor("dos-veces");
    expect((await press(query)).headers.get("location")).toBe("/");
    jar.clear();
    const again = await press(query);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/auth?enlace=invalido");
    expect(jar.has("cupongt_session")).toBe(false);
  });

  it("a recovery link's button opens a recovery session and goes to /reset-password", async () => {
    const email = address("reset");
    await builtinAuth.signUp(
      { email, password: "clave-123", firstName: "Eva", lastName: "Sol", locale: "es" },
      browser(),
    );
    await builtinAuth.sendPasswordReset(email, browser());
    const query = await mailedQuery(email, "recovery");
    expect(await openPage(query)).toContain("Restablecer tu contraseña");
    expect(jar.size).toBe(0);
    expect((await press(query)).headers.get("location")).toBe("/reset-password");
    const ctx = {
      cookies: { get: (n: string) => jar.get(n), getAll: () => [], set: () => {}, delete: () => {} },
      origin: SITE,
    };
    expect((await builtinAuth.getSession(ctx))?.recovery).toBe(true);
  });

  it("answers junk without a 500 and a GET of the button's URL never signs in", async () => {
    const junk = await POST(
      new NextRequest(`${SITE}/auth/confirm/continuar`, {
        method: "POST",
        headers: { origin: SITE, host: "localhost:3000", "content-type": "text/plain" },
        body: "x".repeat(5000),
      }),
    );
    expect(junk.status).toBe(303);
    expect(junk.headers.get("location")).toBe("/auth?enlace=invalido");
    expect((await GET()).headers.get("location")).toBe("/auth");
    await expect(openPage(new URLSearchParams({ type: "magiclink" }))).rejects.toMatchObject({
      digest: expect.stringContaining("/auth?enlace=invalido"),
    });
    expect(jar.size).toBe(0);
  });
});
