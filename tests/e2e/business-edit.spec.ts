// SPEC 'Business pages' and 5 'Business edit', PRODUCT 5 (real follows): /negocio/{id}/editar,
// its member management and the follow island of /negocio/{slug}.
import { expect, test, type Page } from "@playwright/test";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

// Demo businesses owned by vendedor@ that no other spec asserts on, one per concern.
const EDITED = "belle-piel-antigua";
const TEAM = "volcan-aventura-tours";
const FOLLOWED = "sabores-de-antigua";
const editPath = (slug: string) => `/negocio/${seedId("business", slug)}/editar`;
const followers = async (page: Page) =>
  Number(/(\d+) seguidor/.exec((await page.getByTestId("follower-count").textContent()) ?? "")?.[1]);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("the owner edits the business, sees Spanish field errors and the result on the public page", async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto(`/negocio/${EDITED}`);
  await page.getByRole("link", { name: "Soy vendedor: Editar perfil" }).click();
  await expect(page).toHaveURL(editPath(EDITED));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Editar perfil del negocio" });

  // The original name plus a suffix: the business keeps its place in the directory's A–Z order,
  // which directory.spec.ts checks in parallel.
  const name = `Belle Piel Estética ${Date.now().toString(36)}`;
  await form.getByLabel("Nombre").fill(`  ${name}  `);
  await form.getByLabel("Teléfono").fill("+502 7832 1100");
  await form.getByLabel("Sitio web").fill("no es una web");
  await form.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(form.getByText("Ingresa una dirección web válida, por ejemplo https://minegocio.com.")).toBeVisible();
  await expect(form.getByLabel("Sitio web")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Perfil actualizado")).toHaveCount(0);

  await form.getByLabel("Sitio web").fill("bellepiel.com.gt");
  await form.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await expect(page.getByText("Los cambios han sido guardados.")).toBeVisible();
  // Stored as the site writes every number, the name trimmed.
  await expect(form.getByLabel("Teléfono")).toHaveValue("+502 7832-1100");
  await expect(form.getByLabel("Nombre")).toHaveValue(name);

  await expect(async () => {
    const html = await (await page.request.get(`/negocio/${EDITED}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}`));
    expect(html).toContain("+502 7832-1100");
    expect(html).toContain('href="https://bellepiel.com.gt"');
  }).toPass({ timeout: 15_000 });
});

test("a buyer who is not a member sees the form read-only with the no-permission message", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto(editPath(EDITED));
  await expect(page.getByText("No tienes permiso para editar este negocio.")).toBeVisible();
  await expect(page.getByLabel("Nombre")).toBeDisabled();
  await expect(page.getByLabel("Teléfono")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Miembros del negocio" })).toHaveCount(0);
});

test("a visitor sees the read-only form with a sign-in link back to it", async ({ page }) => {
  const path = editPath(EDITED);
  await page.goto(path);
  await expect(page.getByText("No tienes permiso para editar este negocio.")).toBeVisible();
  await expect(page.getByLabel("Nombre")).toBeDisabled();
  await expect(page.getByTestId("no-permission").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    `/auth?next=${path}`,
  );
});

test("a malformed id shows 'ID inválido' and an unknown one 'Negocio no encontrado', both 404", async ({ page }) => {
  const bad = await page.goto("/negocio/abc/editar");
  expect(bad?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ID inválido" })).toBeVisible();
  const unknown = await page.goto("/negocio/00000000-0000-4000-8000-000000000000/editar");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Negocio no encontrado" })).toBeVisible();
});

test("the owner invites by e-mail (same answer with or without an account), the invitee accepts in /perfil, the owner revokes and removes", async ({
  page,
  browser,
  baseURL,
}) => {
  const invited = uniqueEmail("invitada");
  const revoked = uniqueEmail("revocada");
  await signIn(page, DEMO.seller);
  await page.goto(editPath(TEAM));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const team = page.locator('section[aria-labelledby="members-title"]');
  const invite = team.getByRole("form", { name: "Invitar miembro" });
  const pending = team.getByTestId("invitations-list");

  // Neither address has an account yet: the answer is the one any address gets.
  for (const email of [revoked, invited]) {
    await invite.getByLabel("Correo de la persona").fill(email);
    await invite.getByLabel("Rol").selectOption("editor");
    await invite.getByRole("button", { name: "Invitar" }).click();
    await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();
    await expect(pending.locator(`[data-testid="invitation"][data-email="${email}"]`)).toBeVisible();
  }
  await pending.getByRole("button", { name: `Revocar la invitación a ${revoked}` }).click();
  await expect(page.getByText("Invitación revocada")).toBeVisible();
  await expect(pending.locator(`[data-testid="invitation"][data-email="${revoked}"]`)).toHaveCount(0);
  await expect(team.locator(`[data-testid="member"][data-email="${invited}"]`)).toHaveCount(0);

  // The invitee gets the mail, creates the account with that address and accepts in /perfil.
  const context = await browser.newContext({ baseURL });
  await presetCookieConsent(context);
  const guest = await context.newPage();
  await expect(async () => {
    await guest.goto(`/dev/correo?para=${encodeURIComponent(invited)}`);
    await expect(guest.getByTestId("outbox-mail").first()).toContainText("/perfil#invitaciones", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await signUp(guest, { firstName: "Invitada", lastName: "Prueba", email: invited, password: "clave-segura" });
  await signIn(guest, invited, "clave-segura");
  await guest.goto("/perfil");
  await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
  const mine = guest.getByTestId("my-invitation");
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: /^Aceptar la invitación a / }).click();
  await expect(guest.getByText("Invitación aceptada")).toBeVisible();
  await expect(guest.getByTestId("my-invitation")).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const added = team.locator(`[data-testid="member"][data-email="${invited}"]`);
  await expect(added.getByRole("combobox")).toHaveValue("editor");
  await expect(added.getByRole("option", { name: "Dueño" })).toHaveCount(0);
  await expect(team.getByTestId("invitations-list")).toHaveCount(0);

  const self = team.locator(`[data-testid="member"][data-email="${DEMO.seller}"]`);
  await self.getByRole("button", { name: /^Quitar a/ }).click();
  await expect(page.getByText("El negocio debe conservar al menos un dueño.")).toBeVisible();
  await expect(self).toBeVisible();

  await added.getByRole("button", { name: /^Quitar a/ }).click();
  await expect(page.getByText("Miembro eliminado")).toBeVisible();
  await expect(added).toHaveCount(0);
});

test("following and unfollowing as a buyer changes the real count and persists", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto(`/negocio/${FOLLOWED}`);
  const button = page.getByRole("button", { name: "Seguir", exact: true });
  await expect(button).toHaveAttribute("data-ready", "true");
  const before = await followers(page);

  await button.click();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toHaveAttribute("aria-pressed", "true");
  expect(await followers(page)).toBe(before + 1);

  await page.reload();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toHaveAttribute("data-ready", "true");
  expect(await followers(page)).toBe(before + 1);

  await page.getByRole("button", { name: "Siguiendo" }).click();
  await expect(page.getByRole("button", { name: "Seguir", exact: true })).toHaveAttribute("aria-pressed", "false");
  expect(await followers(page)).toBe(before);
});

test("a visitor who clicks 'Seguir' is sent to sign in and back", async ({ page }) => {
  await page.goto(`/negocio/${FOLLOWED}`);
  const button = page.getByRole("button", { name: "Seguir", exact: true });
  await expect(button).toHaveAttribute("data-ready", "true");
  await button.click();
  await page.waitForURL((url) => url.pathname === "/auth");
  expect(new URL(page.url()).searchParams.get("next")).toBe(`/negocio/${FOLLOWED}`);
});

test("the public seller page lists the seller's active coupons; unknown ids answer 404", async ({ page, request }) => {
  const res = await page.goto(`/vendedor/${seedId("user", "demo-seller")}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Carlos Méndez" })).toBeVisible();
  await expect(
    page.locator('section[aria-labelledby="seller-coupons-title"] [data-testid="coupon-card"]').first(),
  ).toBeVisible();
  const html = await res!.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/vendedor\/[0-9a-f-]{36}"/);
  for (const id of ["abc", "00000000-0000-4000-8000-000000000000"]) {
    const missing = await request.get(`/vendedor/${id}`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Vendedor no encontrado");
  }
});
