import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "CuponGT2026!";
export const DEMO = {
  buyer: "comprador@cupongt.test",
  seller: "vendedor@cupongt.test",
  manager: "gerente@cupongt.test",
  editor: "editor@cupongt.test",
} as const;

/** A unique address per test run, so parallel tests never share an account or a mail. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, next?: string): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : "/auth");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("¡Bienvenido de vuelta!")).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

export async function signUp(
  page: Page,
  values: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.goto("/auth?tab=registro");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Nombre", { exact: true }).fill(values.firstName);
  await form.getByLabel("Apellido").fill(values.lastName);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Contraseña", { exact: true }).fill(values.password);
  await form.getByLabel("Confirmar contraseña").fill(values.password);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("¡Cuenta creada exitosamente!")).toBeVisible();
}

/** The newest link mailed to `email` (the development outbox at /dev/correo). */
export async function mailedLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(email)}`);
    const text = await page.getByTestId("outbox-mail").first().textContent({ timeout: 1000 });
    link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(text ?? "")?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  // The link carries the configured site origin; the path is what matters here.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * Opens a mailed link as a person does: the page spends nothing (mail scanners fetch links too),
 * the 'Continuar' button's POST does.
 */
export async function followMailedLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth/confirm");
}
