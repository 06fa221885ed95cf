// SPEC 2 'Seller panel (/vendedor)', 5 'Quick business creation' / 'Publishing a coupon', 6 roles,
// PRODUCT 2 (redeem from /vendedor): a new user becomes a seller, creates a business, publishes,
// finds the coupon in public pages, pauses it (gone from search) and edits it.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
const myCoupon = (page: Page, title: string) =>
  page.getByTestId("my-coupon").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a new user activates seller mode, creates a business, publishes, pauses and edits a coupon", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const email = uniqueEmail("vendedor");
  await signUp(page, { firstName: "Sofía", lastName: "Tzul", email, password: "clave-segura" });
  await signIn(page, email, "clave-segura");

  // Without the seller role: the prompt and a button to /perfil.
  await page.goto("/vendedor");
  await expect(page.getByRole("heading", { name: "Activa el modo vendedor" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Publicar cupón" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ir a mi perfil" }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Activar modo vendedor" }).click();
  await expect(page.getByTestId("current-role")).toHaveText("Vendedor");

  await page.goto("/vendedor");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Panel de vendedor", level: 1 })).toBeVisible();
  await expect(page.getByText("No tienes negocios disponibles.")).toBeVisible();
  const publish = page.getByRole("form", { name: "Publicar cupón" });
  await expect(publish.getByRole("button", { name: "Publicar cupón" })).toBeDisabled();
  await expect(publish.getByText("Selecciona un negocio antes de publicar.")).toBeVisible();

  // Quick business creation: disabled while empty, the slug follows the name (read-only).
  const create = page.getByRole("form", { name: "Crear negocio" });
  await expect(create.getByRole("button", { name: "Crear negocio" })).toBeDisabled();
  const businessName = `Café Ñandú ${tag}`;
  await create.getByLabel("Nombre del negocio").fill(businessName);
  const slug = `cafe-nandu-${tag}`;
  await expect(create.getByLabel("Slug (se genera del nombre)")).toHaveValue(slug);
  await expect(create.getByLabel("Slug (se genera del nombre)")).toHaveAttribute("readonly", "");
  await create.getByLabel("Categoría (opcional)").selectOption("restaurantes");
  await create.getByRole("button", { name: "Crear negocio" }).click();
  await expect(page.getByText("Negocio creado")).toBeVisible();
  await expect(page.getByText("Ya puedes publicar cupones para este negocio.")).toBeVisible();
  await expect(publish.getByLabel("Negocio", { exact: true })).toContainText(businessName);

  // Publish: a field error in Spanish on its field, then success.
  await publish.getByLabel("Negocio", { exact: true }).selectOption({ label: businessName });
  await expect(publish.getByRole("button", { name: "Publicar cupón" })).toBeEnabled();
  const title = `Desayuno chapín ${tag}`;
  await publish.getByLabel("Título", { exact: true }).fill(title);
  await publish.getByLabel("Descripción", { exact: true }).fill("Huevos, frijoles, plátanos y café de Antigua.");
  await publish.getByLabel("Precio original (Q)").fill("150");
  await publish.getByLabel("Precio con descuento (Q)").fill("200.00");
  await publish.getByLabel("Finaliza (hora de Guatemala)").fill(`${new Date().getFullYear() + 1}-06-15T18:30`);
  await publish.getByLabel("Stock").fill("25");
  await publish.getByLabel("Categoría", { exact: true }).selectOption("restaurantes");
  await publish.getByLabel("Tipo de cocina").selectOption("Guatemalteca");
  await publish.getByLabel("Oferta flash").check();
  await publish.getByRole("button", { name: "Publicar cupón" }).click();
  await expect(publish.getByText("El precio con descuento no puede ser mayor que el precio original.")).toBeVisible();
  await publish.getByLabel("Precio con descuento (Q)").fill("99.50");
  await publish.getByRole("button", { name: "Publicar cupón" }).click();
  await expect(page.getByText("Cupón publicado")).toBeVisible();

  const row = myCoupon(page, title);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("my-coupon-status")).toHaveText("Activo");
  await expect(row).toContainText("Q150.00");
  await expect(row).toContainText("Q99.50");
  await expect(row).toContainText("Flash");
  await expect(row).toContainText("Quedan 25 de 25");
  await expect(row).toContainText("Vendidos: 0");
  await expect(row).toContainText("Canjeados: 0");
  await expect(row.locator("time")).toContainText(new RegExp(`15 jun\\.? ${new Date().getFullYear() + 1}`));
  // Newest first.
  await expect(page.getByTestId("my-coupon").first()).toContainText(title);

  // Public pages show it at once (the publish action revalidates the catalogue).
  await page.goto(`/negocio/${slug}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/buscar?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  // The seller's public page (/vendedor/{id}), reached from the panel.
  await page.goto("/vendedor");
  await page.getByRole("link", { name: "Ver mi página pública de vendedor" }).click();
  await expect(page).toHaveURL(/\/vendedor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Sofía Tzul" })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  // Pause: gone from search.
  await page.goto("/vendedor");
  await hydrated(page);
  await myCoupon(page, title)
    .getByRole("button", { name: `Pausar: ${title}` })
    .click();
  await expect(page.getByText("Cupón pausado")).toBeVisible();
  await expect(myCoupon(page, title).getByTestId("my-coupon-status")).toHaveText("Pausado");
  await page.goto(`/buscar?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // Edit the title.
  await page.goto("/vendedor");
  await hydrated(page);
  await myCoupon(page, title)
    .getByRole("link", { name: `Editar: ${title}` })
    .click();
  await expect(page.getByRole("heading", { name: "Editar cupón" })).toBeVisible();
  await hydrated(page);
  const edit = page.getByRole("form", { name: "Editar cupón" });
  await expect(edit.getByLabel("Precio con descuento (Q)")).toHaveValue("99.50");
  await expect(edit.getByLabel("Tipo de cocina")).toHaveValue("Guatemalteca");
  await expect(edit.getByLabel("Finaliza (hora de Guatemala)")).toHaveValue(
    `${new Date().getFullYear() + 1}-06-15T18:30`,
  );
  const renamed = `Desayuno típico ${tag}`;
  await edit.getByLabel("Título", { exact: true }).fill(renamed);
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Cupón actualizado")).toBeVisible();
  await page.goto("/vendedor");
  await expect(myCoupon(page, renamed)).toBeVisible();
  await expect(myCoupon(page, title)).toHaveCount(0);
});

test("a buyer gets no panel controls and a read-only edit page; bad ids are 404", async ({ page, request }) => {
  await signIn(page, DEMO.buyer);
  await page.goto("/vendedor");
  await expect(page.getByRole("heading", { name: "Activa el modo vendedor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a mi perfil" })).toHaveAttribute("href", "/perfil");
  // A buyer who belongs to no business gets no redeem box either.
  for (const name of ["Crear negocio", "Publicar cupón", "Canjear cupón"])
    await expect(page.getByRole("form", { name })).toHaveCount(0);

  await page.goto("/buscar");
  const href = await page.locator('a[href^="/cupon/"]').first().getAttribute("href");
  const id = href!.split("/")[2]!;
  await page.goto(`/vendedor/cupones/${id}/editar`);
  await expect(page.getByTestId("coupon-read-only")).toHaveText(
    "No tienes permiso para modificar este cupón. Solo puedes verlo.",
  );
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toHaveCount(0);
  await expect(page.getByLabel("Título", { exact: true })).toBeDisabled();

  const bad = await page.goto("/vendedor/cupones/no-es-un-id/editar");
  expect(bad?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cupón no encontrado" })).toBeVisible();
  const unknown = await page.goto("/vendedor/cupones/00000000-0000-4000-8000-000000000000/editar");
  expect(unknown?.status()).toBe(404);
  // Without a session the edit page sends to /auth and back.
  const visitor = await request.get(`/vendedor/cupones/${id}/editar`, { maxRedirects: 0 });
  expect(visitor.status()).toBeGreaterThanOrEqual(300);
  expect(visitor.headers()["location"]).toContain(`/auth?next=${encodeURIComponent(`/vendedor/cupones/${id}/editar`)}`);
});

test("members: roles in the picker, redeem outcomes in Spanish, 'Editar' on the seller's own coupon only", async ({
  page,
  browser,
  baseURL,
}) => {
  // Separate sessions need their own contexts, with the cookie banner answered like the main one.
  const freshPage = async () => {
    const context = await browser.newContext({ baseURL });
    await presetCookieConsent(context);
    return context.newPage();
  };
  await signIn(page, DEMO.manager);
  await page.goto("/vendedor");
  await hydrated(page);
  await expect(page.getByLabel("Negocio", { exact: true })).toContainText("(Gerente)");
  const redeem = page.getByRole("form", { name: "Canjear cupón" });
  await redeem.getByLabel("Código del cupón").fill("abc");
  await redeem.getByRole("button", { name: "Canjear" }).click();
  await expect(redeem.getByTestId("redeem-outcome")).toHaveText("El código debe tener 12 letras y números.");
  await redeem.getByLabel("Código del cupón").fill("ABCD-EFGH-JKLM");
  await redeem.getByRole("button", { name: "Canjear" }).click();
  await expect(redeem.getByTestId("redeem-outcome")).toHaveText(
    "No encontramos ese código entre los cupones de tus negocios.",
  );

  // The demo seller's coupon page shows the edit links to them, and not to a visitor.
  const seller = await freshPage();
  await signIn(seller, DEMO.seller);
  await seller.goto("/vendedor");
  const view = seller.getByTestId("my-coupon").getByRole("link", { name: "Ver" }).first();
  const couponPath = (await view.getAttribute("href"))!;
  await seller.goto(couponPath);
  await hydrated(seller);
  await expect(seller.getByRole("link", { name: "Editar cupón" })).toHaveAttribute(
    "href",
    `${couponPath.replace("/cupon/", "/vendedor/cupones/")}/editar`,
  );
  await expect(seller.getByRole("link", { name: "Editar", exact: true })).toHaveAttribute(
    "href",
    /^\/negocio\/[0-9a-f-]{36}\/editar$/,
  );
  await seller.context().close();

  const visitor = await freshPage();
  await visitor.goto(couponPath);
  await hydrated(visitor);
  await expect(visitor.getByRole("link", { name: "Ver perfil" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /^Editar/ })).toHaveCount(0);
  await visitor.context().close();
});
