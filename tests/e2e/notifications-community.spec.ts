// Issue 13 in the browser: visitors get SPEC's badge of 3 with three real welcome notices; a new
// shopper buys, finds 'Tu compra está confirmada' in the drawer, marks everything read (the badge
// clears), and then appears in /comunidad's ranking, which is server-rendered (JavaScript off too).
import { expect, test, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { signIn, signUp, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { DESKTOP_VIEWPORT, gotoShell, presetCookieConsent } from "./helpers/shell";

// A long-running, well-stocked coupon with a real discount (purchase-loop.spec buys the last two).
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const coupon = pool.at(-3)!;

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeEach(async ({ context }) => presetCookieConsent(context));

const bell = (page: Page, unread: number) =>
  page
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("button", { name: `Notificaciones, ${unread} sin leer` });

test("signed out: a badge of 3 and three welcome notices linking to sign-up, flash offers and how it works", async ({
  page,
}) => {
  await gotoShell(page, "/");
  const button = bell(page, 3);
  await expect(button.locator("[data-slot=icon-badge]")).toHaveText("3");
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Notificaciones" });
  await expect(drawer.getByRole("listitem")).toHaveCount(3);
  await expect(drawer.getByRole("link", { name: /Crea tu cuenta gratis/ })).toHaveAttribute("href", "/auth");
  await expect(drawer.getByRole("link", { name: /Ofertas flash de hoy/ })).toHaveAttribute("href", "/ofertas-flash");
  await expect(drawer.getByRole("link", { name: /¿Cómo funciona CuponGT\?/ })).toHaveAttribute(
    "href",
    "/como-funciona",
  );
  await expect(drawer.getByRole("button", { name: "Marcar todo como leído" })).toHaveCount(0);
});

test("a buyer sees 'order confirmed', marks all read, and ranks in /comunidad (also without JavaScript)", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000); // sign-up, a purchase and three pages on a shared 2-core machine
  const email = uniqueEmail("ranking");
  await signUp(page, { firstName: "Inés", lastName: "Tzul", email, password: "clave-segura" });
  await signIn(page, email, "clave-segura");
  await gotoShell(page, "/");
  await expect(bell(page, 0)).toBeVisible(); // a new account: an empty inbox, no badge

  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  await page.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  const checkout = page.getByRole("dialog", { name: "Finalizar compra" });
  await fillCheckout(page, { name: "Inés Tzul", email: email });
  await payButton(checkout).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  // Two real events: the order was paid, and it was this account's first purchase (a loyalty
  // achievement, unlocked by the order's loyalty job, which the worker runs a moment after).
  const unread = bell(page, 2);
  await expect(async () => {
    await gotoShell(page, "/");
    await expect(unread.locator("[data-slot=icon-badge]")).toHaveText("2", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await unread.click();
  const drawer = page.getByRole("dialog", { name: "Notificaciones" });
  await expect(drawer.getByRole("link", { name: /Tu compra está confirmada/ })).toHaveAttribute("href", "/mis-cupones");
  await expect(drawer.getByRole("link", { name: /Logro desbloqueado: Primera compra/ })).toHaveAttribute(
    "href",
    "/logros",
  );
  await drawer.getByRole("button", { name: "Marcar todo como leído" }).click();
  await expect(drawer.getByRole("img", { name: "Sin leer" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(bell(page, 0).locator("[data-slot=icon-badge]")).toHaveCount(0);
  await page.reload(); // the server agrees: still read
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(bell(page, 0)).toBeVisible();

  // The ranking names the buyer; 'Tu posición' is their own (an island on the shared page).
  await gotoShell(page, "/comunidad");
  await expect(page.getByTestId("ranking").getByText("Inés Tzul")).toBeVisible();
  await expect(page.getByTestId("my-position")).toContainText("Vas en el puesto");
  await page.getByRole("tab", { name: "Referidos" }).click();
  await expect(page.getByTestId("my-referral").getByRole("link", { name: /\/r\// })).toBeVisible();

  // The HTML is the same for everybody and holds all four tabs: no per-user data, no e-mails.
  const source = await (await request.get("/comunidad")).text();
  expect(source).toContain("Inés Tzul");
  expect(source).not.toContain(email);
  expect(source).toContain("Inicia sesión para ver tu posición en el ranking.");
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP_VIEWPORT });
  const plain = await noJs.newPage();
  await plain.goto("/comunidad");
  await expect(plain.getByRole("tab")).toHaveText(["Ranking", "Actividad", "Referidos", "Logros"]);
  await expect(plain.getByTestId("ranking").getByText("Inés Tzul")).toBeVisible();
  await expect(plain.getByTestId("activity")).toBeAttached();
  await expect(plain.getByTestId("achievement-catalogue")).toBeAttached();
  await expect(plain.getByText("ambos ganan Q50")).toBeAttached();
  await noJs.close();
});
