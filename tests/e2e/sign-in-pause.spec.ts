// Password sign-in paused for a guessed-at account, in the browser: a production server of its own
// (fresh embedded database, its own outbox) with the per-account threshold lowered to 3 so the
// pause is reached quickly. Past it the login form stops taking the password, shows the server's
// explanation with a button that mails a sign-in link, and the owner gets in by that link.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { followMailedLink, mailedLink, signUp, uniqueEmail } from "./helpers/auth";
import { localOrigin, startServer, stopServer, waitHealthy } from "./helpers/production-server";

const PORT = 3347;
const PAUSE_AFTER = 3;
const PAUSED =
  "Por seguridad pausamos el ingreso con contraseña de esta cuenta por unos minutos. Pide un enlace de acceso a tu email para entrar.";

test.describe("an account guessed at signs in by e-mailed link", () => {
  test.use({ baseURL: localOrigin(PORT) });
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let dataDir = "";
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "cupongt-pause-"));
    server = startServer(PORT, {
      DATABASE_URL: "",
      DATABASE_OWNER_URL: "",
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      MIGRATE_ON_START: "true",
      SEED_ON_START: "false",
      OUTBOX_DIR: join(dataDir, "outbox"),
      OUTBOX_PAGE: "",
      TRUSTED_PROXY_HOPS: "0",
      RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: "10000",
      RATE_LIMIT_SIGN_IN_PER_EMAIL: String(PAUSE_AFTER),
    });
    await waitHealthy(PORT, 200_000);
  });

  test.afterAll(async () => {
    await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("past the threshold the form offers a link instead of checking the password; the link signs in", async ({
    page,
  }) => {
    const email = uniqueEmail("pausa");
    await signUp(page, { firstName: "Rosa", lastName: "Lix", email, password: "clave-del-dueno" });
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    await form.getByLabel("Email").fill(email);
    const notice = form.getByTestId("link-sign-in");
    for (let i = 0; i < PAUSE_AFTER; i++) {
      await form.getByLabel("Contraseña").fill(`adivina-${i}`);
      await form.getByRole("button", { name: "Entrar" }).click();
      await expect(page.getByText("Email o contraseña incorrectos.").last()).toBeVisible();
    }
    await expect(notice).toHaveCount(0);

    // The right password now gets the offer, not a session.
    await form.getByLabel("Contraseña").fill("clave-del-dueno");
    await form.getByRole("button", { name: "Entrar" }).click();
    await expect(notice).toContainText(PAUSED);
    await expect(page).toHaveURL(/\/auth$/);

    await notice.getByRole("button", { name: "Enviarme un enlace de acceso" }).click();
    await expect(page.getByText("Enlace enviado")).toBeVisible();
    await followMailedLink(page, await mailedLink(page, email));
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/perfil");
    await expect(page.getByRole("heading", { name: "Perfil y permisos" })).toBeVisible();
  });
});
