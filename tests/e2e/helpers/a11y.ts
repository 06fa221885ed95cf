// Issue 50 item 8: the accessibility checks' shared parts. The URLs come from the site's routes
// (every page under app/, minus lib/routes.ts's rewrite targets) with their dynamic segments filled
// from the seed; axe runs with the WCAG 2.x A and AA rules and keeps the serious and critical
// violations; a keyboard step asks where the focus is and whether a person can see it.
import { readdirSync } from "node:fs";
import { localizeHref, pageAlternates } from "@/lib/i18n/routing";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { HOME, HOME_EN, INTERNAL_PATH, SELLER_PANEL, SESSION_PATH, SIGN_IN_REQUIRED } from "@/lib/routes";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

/** Every page route under app/ as a template ("/cupon/[id]"), route groups dropped. */
export function pageTemplates(dir = "app", prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(prefix || "/");
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name.startsWith("@")) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    found.push(...pageTemplates(join(dir, entry.name), prefix + segment));
  }
  return found;
}

const coupons = buildSeedCoupons();
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const running = coupons.filter((c) => c.endsInHours > 48 && c.remaining > 20);
/** A running coupon of another business than the demo seller's (the purchase specs buy theirs). */
export const SCAN_COUPON = running.filter((c) => !demoSlugs.has(c.businessSlug)).at(-3)!;
const sellerCoupon = running.find((c) => demoSlugs.has(c.businessSlug))!;
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** Seeded values for the dynamic segments; `order` is a real order of the signed-in buyer when known. */
function fill(template: string, order: string | undefined): string {
  const values: Record<string, string> = {
    "/cupon/[id]": seedId("coupon", SCAN_COUPON.key),
    "/categoria/[id]": "restaurantes",
    "/negocio/[slug]": SCAN_COUPON.businessSlug,
    "/negocio/[slug]/editar": seedId("business", sellerCoupon.businessSlug),
    "/vendedor/[id]": seedId("user", "demo-seller"),
    "/vendedor/cupones/[id]/editar": seedId("coupon", sellerCoupon.key),
    "/mis-compras/[id]": order ?? NO_SUCH_ID,
    "/pago/[orderId]": order ?? NO_SUCH_ID,
    // A voucher the buyer does not hold: the booking page's "not found" answer (a voucher of a
    // "Requiere reserva" coupon is walked through in bookings.spec).
    "/mis-cupones/[voucherId]/reservar": NO_SUCH_ID,
    // An unknown gift link: the page that answers it (a claimable gift needs a second account).
    "/regalo/[token]": "a11y-no-such-gift",
    // A voucher's public link with a well-formed code no voucher has: the state page answers it.
    "/v/[code]": "AB2CD3EF4GHJ",
  };
  // An English twin (lib/i18n/routing.ts) takes its Spanish page's value.
  const twin = template.startsWith("/en/") ? pageAlternates(template) : null;
  if (twin) return localizeHref(fill(twin.es, order), "en");
  // Each dynamic route has one dynamic segment.
  const value = values[template];
  return value ? template.replace(/\[[^\]]+\]/, value) : template;
}

/** The site's page routes: the home (a rewrite, HOME in lib/routes.ts) and every page under app/ but the rewrite targets and the development outbox. */
const routeTemplates = () => [
  HOME.source,
  HOME_EN.source,
  ...pageTemplates().filter((t) => !INTERNAL_PATH.test(t) && !t.startsWith("/dev/")),
];

export type Visitor = "anon" | "buyer" | "seller" | "operator";

/** The shopper's own pages: they read the session and show a sign-in prompt without one. */
const ACCOUNT = /^\/(perfil|mis-cupones|mis-compras|favoritos|logros|pago-exitoso|pago|regalo)(\/|$)/;
/** The seller's and the operator's pages (lib/routes.ts SIGN_IN_REQUIRED, and the edit pages). */
const SELLER = (t: string) =>
  (SIGN_IN_REQUIRED.test(t) || SELLER_PANEL.test(t) || /^\/negocio\/[^/]+\/editar$/.test(t)) && !ADMIN.test(t);
const ADMIN = /^\/admin(\/|$)/;

/**
 * The concrete URLs each visitor scans: every page route (minus the route table's rewrite targets
 * and the development outbox) in the role it serves. Signed out: the public pages, the twins' and
 * the search's per-request variants, and one sign-in prompt of each kind. The buyer: the account
 * pages and the public pages that read the session (SESSION_PATH: the header's account corner).
 * The seller: the panel and the edit pages. The operator: /admin. `a11yCoverage` checks that every
 * route falls to some visitor.
 */
export function scanUrls(visitor: Visitor, order?: string): string[] {
  const templates = routeTemplates();
  const pick: Record<Visitor, (t: string) => boolean> = {
    anon: (t) => !ACCOUNT.test(t) && !SELLER(t) && !ADMIN.test(t),
    buyer: (t) =>
      ACCOUNT.test(t) ||
      t === "/" ||
      (SESSION_PATH.test(t) && !SELLER(t) && /^\/(cupon|categoria|negocio)\/\[/.test(t)),
    seller: (t) => SELLER(t) || t === "/",
    operator: (t) => ADMIN.test(t) || t === "/",
  };
  // An English twin serves the same visitor as its Spanish page.
  const spanishOf = (t: string) => (t.startsWith("/en") ? (pageAlternates(t)?.es ?? t) : t);
  const urls = templates.filter((t) => pick[visitor](spanishOf(t))).map((t) => fill(t, order));
  if (visitor === "anon")
    urls.push("/perfil", "/vendedor", "/?q=pizza", "/categoria/restaurantes?sort=precio", "/buscar?q=pizza&page=1");
  const unfilled = urls.filter((u) => u.includes("["));
  if (unfilled.length) throw new Error(`no seeded value for ${unfilled.join(", ")}`);
  return urls.sort();
}

/** Page routes no visitor scans (should be none). */
export function unscanned(): string[] {
  const all = (["anon", "buyer", "seller", "operator"] as const).flatMap((v) => scanUrls(v));
  const templates = routeTemplates();
  return templates.filter((t) => !all.includes(fill(t, undefined)));
}

export interface Finding {
  where: string;
  id: string;
  impact: string;
  targets: string[];
  help: string;
}

/** Runs axe on the page (or inside `include`) and returns its serious and critical violations. */
export async function scan(page: Page, where: string, include?: string): Promise<Finding[]> {
  // Violations only: passes and incomplete results are most of axe's answer, and not read here.
  // Islands that fetch their state (the follow button) mark themselves data-ready="false" until it
  // arrives, and a button fading from disabled to enabled reads as low contrast halfway through:
  // wait for them, and end every transition, so axe judges the settled page.
  await page
    .locator("[data-ready='false']")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
  await page.addStyleTag({ content: "*,*::before,*::after{transition:none!important;animation:none!important}" });
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({
      where,
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  if (found.length && process.env.A11Y_TIMING) console.log(report(found));
  return found;
}

export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}: ${f.id} (${f.impact}) ${f.help}\n    ${f.targets.join("\n    ")}`).join("\n");

/** Opens `url` and waits for hydration (client islands: drawers, cart, dialogs). */
export async function open(page: Page, url: string): Promise<string> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 20_000 });
  const landed = new URL(page.url());
  return landed.pathname + landed.search;
}
