// Issue 14, the operator and replies: a manager replies to a review and the reply is in the coupon
// page's HTML; an owner asks for verification, the admin (granted by `npm run admin:grant` in
// scripts/e2e-server.mjs) approves, the badge appears; three users report a coupon, it leaves
// /buscar, the admin restores it.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { buildSeedReviews } from "@/lib/db/seed/reviews";
import { nitCheckCharacter } from "@/lib/domain/nit";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

const OPERATOR = "operador@cupongt.test";
const seeds = buildSeedCoupons();
const reviews = buildSeedReviews(seeds);
// The manager's business (la-toscana-zona-10); the last reviewed running coupon, which no other spec asserts on.
const replied = seeds
  .filter(
    (c) => c.businessSlug === "la-toscana-zona-10" && c.endsInHours > 48 && reviews.some((r) => r.couponKey === c.key),
  )
  .at(-1)!;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/** A signed-in page in its own browser context (its own cookies). */
async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function createBusiness(page: Page, name: string): Promise<string> {
  await page.goto("/vendedor");
  await hydrated(page);
  const create = page.getByRole("form", { name: "Crear negocio" });
  await create.getByLabel("Nombre del negocio").fill(name);
  const slug = await create.getByLabel("Slug (se genera del nombre)").inputValue();
  await create.getByLabel("Categoría (opcional)").selectOption("restaurantes");
  await create.getByRole("button", { name: "Crear negocio" }).click();
  await expect(page.getByText("Negocio creado")).toBeVisible();
  return slug;
}

test("a manager replies to a review and the reply is in the coupon page's HTML", async ({ page, request }) => {
  test.setTimeout(90_000);
  const path = `/cupon/${seedId("coupon", replied.key)}`;
  const text = `¡Gracias por visitarnos! ${Date.now().toString(36)}`;
  await signIn(page, DEMO.manager);
  await page.goto(path);
  await hydrated(page);
  await page.getByRole("tab", { name: /Reseñas/ }).click();
  const review = page.getByTestId("review").first();
  await review.getByTestId("reply-open").click();
  await review.getByLabel("Respuesta del negocio").fill(`  ${text}  `);
  await review.getByRole("button", { name: "Publicar respuesta" }).click();
  await expect(page.getByText("Respuesta publicada.")).toBeVisible();
  await expect(review.getByTestId("review-reply")).toContainText(text, { timeout: 15_000 });
  await expect(review.getByTestId("review-reply")).toContainText("Respuesta de Pizzería La Toscana");
  // The cached page was revalidated: the server HTML (what a crawler reads) carries the reply.
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), { timeout: 15_000 })
    .toBe(true);
  // A shopper gets no reply button.
  const shopper = await as(page.context().browser()!, DEMO.buyer);
  await shopper.goto(path);
  await hydrated(shopper);
  await shopper.getByRole("tab", { name: /Reseñas/ }).click();
  await expect(shopper.getByTestId("report-review").first()).toBeVisible();
  await expect(shopper.getByTestId("reply-open")).toHaveCount(0);
});

test("an owner asks for verification, the admin approves, the badge appears", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Verificable ${Date.now().toString(36)}`;
  await signIn(page, DEMO.seller);
  const slug = await createBusiness(page, name);
  await page.goto(`/negocio/${slug}`);
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);
  await page.getByRole("link", { name: "Soy vendedor: Editar perfil" }).click();
  await hydrated(page);
  const form = page.getByTestId("verification-form");
  await form.getByLabel("NIT del negocio").fill(`7654321-${nitCheckCharacter("7654321")}`);
  await form.getByLabel(/Documento/).setInputFiles({
    name: "rtu.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% RTU de prueba\n%%EOF\n"),
  });
  await form.getByRole("button", { name: "Solicitar verificación" }).click();
  await expect(page.getByText("Solicitud enviada. Te avisaremos cuando la revisemos.")).toBeVisible();
  await expect(page.getByTestId("verification-state")).toHaveText("Tu solicitud está en revisión.");

  const admin = await as(browser, OPERATOR);
  await admin.goto("/admin/verificaciones");
  await hydrated(admin);
  const request = admin.getByTestId("verification-request").filter({ hasText: name });
  await expect(request).toContainText("Pendiente");
  await request.getByRole("button", { name: "Aprobar" }).click();
  await expect(admin.getByText("Listo.")).toBeVisible();
  await expect(request).toContainText("Aprobada");

  await expect(async () => {
    await page.goto(`/negocio/${slug}`);
    await expect(page.getByTestId("verified-badge")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await admin.goto("/admin/auditoria");
  await expect(admin.getByTestId("audit-log")).toContainText("approve_verification");
});

test("three users report a coupon, it leaves /buscar, the admin restores it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Cupón reportable ${tag}`;
  await signIn(page, DEMO.seller);
  const slug = await createBusiness(page, `Reportable ${tag}`);
  const publish = page.getByRole("form", { name: "Publicar cupón" });
  await publish.getByLabel("Negocio", { exact: true }).selectOption({ label: `Reportable ${tag}` });
  await publish.getByLabel("Título", { exact: true }).fill(title);
  await publish.getByLabel("Descripción", { exact: true }).fill("Un cupón que tres personas van a reportar.");
  await publish.getByLabel("Precio original (Q)").fill("100");
  await publish.getByLabel("Precio con descuento (Q)").fill("50");
  await publish.getByLabel("Finaliza (hora de Guatemala)").fill(`${new Date().getFullYear() + 1}-06-15T18:30`);
  await publish.getByLabel("Stock").fill("10");
  await publish.getByLabel("Categoría", { exact: true }).selectOption("restaurantes");
  await publish.getByLabel("Tipo de cocina").selectOption("Guatemalteca");
  await publish.getByRole("button", { name: "Publicar cupón" }).click();
  await expect(page.getByText("Cupón publicado")).toBeVisible();
  const search = `/buscar?q=${encodeURIComponent(title)}`;
  await page.goto(search);
  const link = page.getByRole("link", { name: title }).first();
  await expect(link).toBeVisible();
  const path = new URL((await link.getAttribute("href"))!, "http://x").pathname;
  expect(slug).toBeTruthy();

  for (const [i, email] of [DEMO.buyer, DEMO.manager, DEMO.editor].entries()) {
    const reporter = await as(browser, email);
    await reporter.goto(path);
    await hydrated(reporter);
    await reporter.getByTestId("report-coupon").click();
    const form = reporter.getByTestId("report-form");
    await form.getByLabel("Motivo").selectOption("misleading");
    await form.getByLabel("Cuéntanos más (opcional)").fill("El precio no coincide con el local.");
    await form.getByRole("button", { name: "Enviar reporte" }).click();
    // The toast: the third report hides the coupon, and its page turns into 'Cupón no encontrado'.
    await expect(reporter.getByText("Gracias. Revisaremos tu reporte.").first()).toBeVisible();
    // Visible until the third different reporter.
    await page.goto(search);
    if (i < 2) await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    else await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await reporter.context().close();
  }
  await page.goto("/vendedor");
  await expect(page.getByTestId("my-coupon").filter({ hasText: title }).getByTestId("my-coupon-status")).toHaveText(
    "En revisión",
  );

  const admin = await as(browser, OPERATOR);
  await admin.goto("/admin/reportes");
  await hydrated(admin);
  const item = admin.getByTestId("reported-item").filter({ hasText: title });
  await expect(item).toContainText("Oculto en revisión");
  await expect(item).toContainText("3 personas lo reportaron");
  await item.getByRole("button", { name: "Restaurar" }).click();
  await expect(admin.getByText("Listo.")).toBeVisible();
  await page.goto(search);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});

test("/admin is closed to everyone but the admin", async ({ page }) => {
  const visitor = await page.request.get("/admin", { maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
  await signIn(page, DEMO.seller);
  const response = await page.goto("/admin/reportes");
  expect(response?.status()).toBe(404);
});
