import { expect, test } from "@playwright/test";
import { presetCookieConsent } from "./helpers/shell";
import { DEMO, followMailedLink, mailedLink, signIn, signUp, uniqueEmail } from "./helpers/auth";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("signup → login → profile edit → seller mode on and off → sign out", async ({ page }) => {
  const email = uniqueEmail("flujo");
  await signUp(page, { firstName: "Lucía", lastName: "Pérez", email, password: "clave-segura" });
  // The view returns to the login tab.
  await expect(page.getByRole("tab", { name: "Iniciar sesión" })).toHaveAttribute("aria-selected", "true");

  await signIn(page, email, "clave-segura");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Perfil" }).first()).toBeAttached();

  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Perfil y permisos" })).toBeVisible();
  await page.getByLabel("Nombre para mostrar").fill("Lucía P.");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nombre para mostrar")).toHaveValue("Lucía P.");

  await expect(page.getByTestId("current-role")).toHaveText("Comprador");
  await page.getByRole("button", { name: "Activar modo vendedor" }).click();
  await expect(page.getByTestId("current-role")).toHaveText("Vendedor");
  await page.reload();
  await expect(page.getByTestId("current-role")).toHaveText("Vendedor");
  await page.getByRole("button", { name: "Quitar modo vendedor" }).click();
  await expect(page.getByTestId("current-role")).toHaveText("Comprador");

  await page.goto("/");
  await page.getByRole("button", { name: "Salir" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Necesitas iniciar sesión" })).toBeVisible();
});

test("login failure does not say which field was wrong", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(DEMO.buyer);
  await form.getByLabel("Contraseña").fill("incorrecta");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Error al iniciar sesión")).toBeVisible();
  await expect(page.getByText("Email o contraseña incorrectos.")).toBeVisible();
});

test("signup rules answer in SPEC order", async ({ page }) => {
  await page.goto("/auth?tab=registro");
  const form = page.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Nombre", { exact: true }).fill("Ana");
  await form.getByLabel("Apellido").fill("Ruiz");
  await form.getByLabel("Email").fill(uniqueEmail("orden"));
  await form.getByLabel("Contraseña", { exact: true }).fill("abc");
  await form.getByLabel("Confirmar contraseña").fill("abd");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByText("Las contraseñas no coinciden.")).toBeVisible();
  await form.getByLabel("Confirmar contraseña").fill("abc");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();
  await form.getByLabel("Contraseña", { exact: true }).fill("abcdef");
  await form.getByLabel("Confirmar contraseña").fill("abcdef");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Debes aceptar los Términos")).toBeVisible();
  await expect(form.getByText("Acepta los Términos y la Privacidad para continuar.")).toBeVisible();
});

test("password reset through the outbox: single use, then the new password works", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, { firstName: "Rosa", lastName: "Gil", email, password: "vieja-clave" });
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByText("Email enviado")).toBeVisible();

  const link = await mailedLink(page, email);
  // Opening the link alone (what a mail scanner does) spends nothing and signs nobody in.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Restablecer tu contraseña" })).toBeVisible();
  await followMailedLink(page, link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel("Nueva contraseña").fill("nueva-clave");
  await page.getByLabel("Confirmar contraseña").fill("nueva-clave");
  await page.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(page.getByText("Tu contraseña fue actualizada")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, "nueva-clave");
  // The link was single use: opening it again gives no recovery session.
  await followMailedLink(page, link);
  await page.getByLabel("Nueva contraseña").fill("otra-clave");
  await page.getByLabel("Confirmar contraseña").fill("otra-clave");
  await page.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(page.getByText("Enlace inválido")).toBeVisible();
});

test("magic link signs in without a password, once", async ({ page, context }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(DEMO.manager);
  await page.getByRole("button", { name: "Enviar enlace mágico" }).click();
  await expect(page.getByText("Enlace enviado")).toBeVisible();
  const link = await mailedLink(page, DEMO.manager);
  await followMailedLink(page, link);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Perfil y permisos" })).toBeVisible();

  await context.clearCookies();
  await followMailedLink(page, link);
  await expect(page).toHaveURL(/\/auth\?enlace=invalido$/);
  await expect(page.getByText("El enlace no es válido o ya expiró. Solicita uno nuevo.")).toBeVisible();
});

test("an unknown e-mail gets the same answer as a known one", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(uniqueEmail("nadie"));
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByText("Revisa tu email para restablecer tu contraseña.")).toBeVisible();
  await form.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Enviar enlace mágico" }).click();
  await expect(page.getByText("Email requerido")).toBeVisible();
  await expect(page.getByText("Ingresa tu email para enviarte el enlace mágico.")).toBeVisible();
});

test("guards: /vendedor sends visitors to /auth and back; /perfil shows its message; Google explains itself", async ({
  page,
  request,
}) => {
  await page.goto("/vendedor");
  await expect(page).toHaveURL(/\/auth\?next=%2Fvendedor$/);
  await page.getByRole("button", { name: "Continuar con Google" }).click();
  await expect(page.getByText("Error con Google")).toBeVisible();

  const perfil = await request.get("/perfil");
  expect(perfil.status()).toBe(200);
  expect(await perfil.text()).toContain("Necesitas iniciar sesión");

  // A forged session cookie is a visitor, not an error.
  const forged = await request.get("/perfil", {
    headers: { cookie: "cupongt_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
  });
  expect(forged.status()).toBe(200);
  expect(await forged.text()).toContain("Necesitas iniciar sesión");

  // Signed in, /auth sends home and the redirect target must be a local path.
  await signIn(page, DEMO.buyer, undefined, "https://evil.example/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("a cross-origin POST is refused", async ({ request }) => {
  const signOut = await request.post("/auth/salir", { headers: { origin: "https://evil.example" }, maxRedirects: 0 });
  expect(signOut.status()).toBe(403);
  const action = await request.post("/auth", {
    headers: { origin: "https://evil.example", "next-action": "0".repeat(42) },
    data: "[]",
  });
  expect(action.status()).toBe(403);
});

test("headers and the home loyalty panel follow the session", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Ingresar" }).filter({ visible: true }).first()).toBeVisible();
  await signIn(page, DEMO.buyer);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Salir" }).filter({ visible: true }).first()).toBeVisible();
  const panel = page.getByTestId("loyalty-signed-in");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Nivel");
  await expect(panel).toContainText("puntos");
});

test("avatar upload: an image is stored and served, anything else is refused", async ({ page, request }) => {
  await signIn(page, DEMO.editor);
  await page.goto("/perfil");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const upload = page.getByLabel("O sube una imagen (JPEG, PNG o WebP, máximo 5 MB)");
  await upload.setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: Buffer.from("esto no es una imagen") });
  await expect(page.getByText("Solo se aceptan imágenes JPEG, PNG o WebP.")).toBeVisible();

  // A 1×1 PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await upload.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
  await expect(page.getByLabel("URL de tu foto")).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  const url = await page.getByLabel("URL de tu foto").inputValue();
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect((await request.get("/uploads/..%2F..%2Fetc%2Fpasswd")).status()).toBe(404);
});

test("the outbox serves only this machine: a request a proxy relayed (or claims so) gets a 404", async ({
  request,
}) => {
  // The walkthrough itself (this test runs on the server's machine, no proxy headers).
  const local = await request.get("/dev/correo");
  expect(local.status()).toBe(200);
  expect(await local.text()).toContain("Correo de desarrollo");
  // Exposed through a reverse proxy, or an attacker pretending to be one: refused.
  const relays: Record<string, string>[] = [
    { "x-forwarded-for": "127.0.0.1" },
    { "x-real-ip": "127.0.0.1" },
    { forwarded: "for=127.0.0.1" },
    { "x-cupongt-peer": "x;127.0.0.1;0", "x-forwarded-for": "203.0.113.9" },
  ];
  for (const headers of relays) {
    const relayed = await request.get("/dev/correo", { headers });
    expect(relayed.status()).toBe(404);
    expect(await relayed.text()).not.toContain("outbox-mail");
  }
});
