// Open redirects and forged origins, over HTTP against the built server: a return path never
// leaves the site, and a state-changing POST (a server action, the sign-out form) runs only when
// the browser says it came from our own pages.
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./helpers/auth";
import { localOrigin, startServer, stopServer, waitHealthy } from "./helpers/production-server";

// Known ways to write "another host" that a naive "starts with one slash" check lets through.
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "https:evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
];

function offSite(location: string, base: string): boolean {
  return (
    new URL(location, base).origin !== new URL(base).origin || location.startsWith("//") || /^[a-z]+:/i.test(location)
  );
}

/** The sign-in server action as the login form posts it: its id, body and content type. */
async function captureSignInAction(page: Page): Promise<{ id: string; body: string; contentType: string }> {
  let captured: { id: string; body: string; contentType: string } | undefined;
  page.on("request", (r) => {
    const id = r.headers()["next-action"];
    if (r.method() === "POST" && id && !captured)
      captured = {
        id,
        body: r.postData() ?? "",
        contentType: r.headers()["content-type"] ?? "text/plain;charset=UTF-8",
      };
  });
  await signIn(page, DEMO.buyer, DEMO_PASSWORD, "/perfil");
  expect(captured, "the login form posted a server action").toBeTruthy();
  return captured!;
}

function opensSession(res: APIResponse): boolean {
  return res
    .headersArray()
    .some((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("cupongt_session="));
}

test("a signed-in visitor's /auth?next= never redirects off the site", async ({ page, baseURL }) => {
  await signIn(page, DEMO.buyer);
  for (const next of BYPASSES) {
    const res = await page.request.get(`/auth?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    expect(res.status(), JSON.stringify(next)).toBe(307);
    const location = res.headers()["location"] ?? "";
    expect(offSite(location, baseURL!), `${JSON.stringify(next)} -> ${location}`).toBe(false);
  }
  const kept = await page.request.get(`/auth?next=${encodeURIComponent("/perfil?x=1")}`, { maxRedirects: 0 });
  expect(kept.headers()["location"]).toBe("/perfil?x=1");
});

test("the sign-in action never answers with an off-site return path", async ({ page, request, baseURL }) => {
  const action = await captureSignInAction(page);
  const sent = JSON.parse(action.body) as [Record<string, unknown>];
  expect(sent[0].next).toBe("/perfil");
  const redirectOf = async (next: string) => {
    const body = JSON.stringify([{ ...sent[0], next }]);
    const res = await request.post("/auth", {
      headers: { "next-action": action.id, "content-type": action.contentType, origin: new URL(baseURL!).origin },
      data: body,
    });
    expect(res.status(), JSON.stringify(next)).toBe(200);
    const found = /"redirectTo":("(?:[^"\\]|\\.)*")/.exec(await res.text());
    expect(found, JSON.stringify(next)).toBeTruthy();
    return JSON.parse(found![1]!) as string;
  };
  for (const next of BYPASSES) {
    const location = await redirectOf(next);
    expect(offSite(location, baseURL!), `${JSON.stringify(next)} -> ${location}`).toBe(false);
  }
  expect(await redirectOf("/perfil?x=1")).toBe("/perfil?x=1");
});

test("a server action without Origin, or with a forged X-Forwarded-Host, is refused and does not run", async ({
  page,
  request,
  baseURL,
}) => {
  const action = await captureSignInAction(page);
  const post = (path: string, headers: Record<string, string>) =>
    request.post(path, {
      headers: { "next-action": action.id, "content-type": action.contentType, ...headers },
      data: action.body,
      maxRedirects: 0,
    });
  // The replay is a valid sign-in: from our own origin it opens a session.
  const own = await post("/auth", { origin: new URL(baseURL!).origin });
  expect(own.status()).toBe(200);
  expect(opensSession(own)).toBe(true);
  // /terminos is a prerendered page the proxy normally skips: an action posted there meets it too.
  for (const path of ["/auth", "/terminos", "/"]) {
    const refused: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "none" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    ];
    for (const headers of refused) {
      const res = await post(path, headers);
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(opensSession(res), `${path} ${JSON.stringify(headers)}`).toBe(false);
    }
  }
  // A browser that sends only Fetch Metadata (no Origin) from our own page still works.
  const fetchMetadata = await post("/auth", { "sec-fetch-site": "same-origin" });
  expect(fetchMetadata.status()).toBe(200);
});

test("the sign-out and e-mail-link forms refuse a POST without Origin or with a forged X-Forwarded-Host", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/auth/salir", "/auth/confirm/continuar"]) {
    const refused: Record<string, string>[] = [
      {},
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    ];
    for (const headers of refused) {
      const res = await request.post(path, { headers, form: { type: "magiclink", token: "x" }, maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
    }
    const own = await request.post(path, {
      headers: { origin: new URL(baseURL!).origin },
      form: { type: "magiclink", token: "x" },
      maxRedirects: 0,
    });
    expect(own.status(), path).toBe(303);
  }
});

/** Each Content-Security-Policy header of a response (a browser enforces every one). */
function policies(res: APIResponse): string[] {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
}

test("cached pages keep the base policy; per-request account pages add a nonce policy their scripts carry", async ({
  request,
}) => {
  const cached = await request.get("/terminos");
  const base = policies(cached);
  expect(base).toHaveLength(1);
  expect(base[0]).toContain("script-src 'self' 'unsafe-inline'");
  expect(base[0]).toContain("script-src-attr 'none'");
  expect(base[0]).toContain("object-src 'none'");
  expect(base[0]).not.toContain("nonce-");

  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/auth");
    const strict = policies(res).find((p) => p.includes("'nonce-"));
    expect(strict, "a nonce policy on /auth").toBeTruthy();
    expect(strict).toContain("'strict-dynamic'");
    expect(strict).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = /'nonce-([^']+)'/.exec(strict!)![1]!;
    nonces.add(nonce);
    const html = await res.text();
    // Every executable script is either nonced or our boot script, allowed by its hash.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/ld\+json"/.test(attrs!),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const [whole, attrs, body] of scripts) {
      if (attrs!.includes(`nonce="${nonce}"`)) continue;
      const hash = createHash("sha256").update(body!).digest("base64");
      expect(strict, whole!.slice(0, 120)).toContain(`'sha256-${hash}'`);
    }
  }
  expect(nonces.size).toBe(2);
});

test("the sign-in page works under its nonce policy with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signIn(page, DEMO.buyer, DEMO_PASSWORD, "/perfil");
  await expect(page).toHaveURL(/\/perfil$/);
  await page.goto("/terminos");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(violations).toEqual([]);
});

// A deployment with SITE_URL: Origin is compared with it, not with whatever Host or
// X-Forwarded-Host the request names. Its own server, so SITE_URL can differ from the address the
// test reaches it by (as behind a load balancer); an empty embedded database is enough.
test.describe("with SITE_URL configured", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const PORT = 3327;
  const SITE = "https://cupongt.example";
  let server: ChildProcess | null = null;
  let dataDir = "";
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${localOrigin(PORT)}${path}`, { method: "POST", headers, body: "[]", redirect: "manual" });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cupongt-site-url-"));
    server = startServer(PORT, {
      SITE_URL: SITE,
      DATABASE_URL: "",
      DATABASE_OWNER_URL: "",
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      SEED_ON_START: "false",
      HSTS: "off",
    });
    await waitHealthy(PORT);
  });
  test.afterAll(async () => {
    await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("only the configured origin may post; Host and X-Forwarded-Host decide nothing", async () => {
    const own = localOrigin(PORT);
    const forged: Record<string, string>[] = [
      // Matches the Host the server was reached by, but is not the site.
      { origin: own },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      { origin: "http://cupongt.example", "x-forwarded-host": "cupongt.example" },
    ];
    for (const headers of forged) {
      for (const path of ["/terminos", "/auth"]) {
        const res = await post(path, { ...headers, "next-action": "0".repeat(42) });
        expect(res.status, `action ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
      const signOut = await post("/auth/salir", headers);
      expect(signOut.status, `sign-out ${JSON.stringify(headers)}`).toBe(403);
    }
    // The site's own origin passes (the balancer names the public host, which Next checks too).
    const signOut = await post("/auth/salir", { origin: SITE, "x-forwarded-host": "cupongt.example" });
    expect(signOut.status).toBe(303);
    const action = await post("/terminos", {
      origin: SITE,
      "x-forwarded-host": "cupongt.example",
      "next-action": "0".repeat(42),
    });
    expect(action.status).not.toBe(403);
  });
});
