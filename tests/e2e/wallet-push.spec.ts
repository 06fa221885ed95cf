// The voucher in the pocket with its outside services configured, on a server of its own (the
// suite's server has none, the embedded default): a throwaway pass certificate and a VAPID key made
// here. 'Agregar a Apple Wallet' downloads application/vnd.apple.pkpass whose barcode is the code
// shown, and the pass's web service takes a registration with the pass's own token. The drawer
// offers phone notices only when opened (no permission asked before the tap), stores this device's
// subscription, and /perfil then counts the device and keeps a kind turned off. Chromium here has
// no push service to reach offline, so PushManager.subscribe answers a Chrome-style subscription
// made in the page; encryption and delivery are proven against the local push service in
// tests/integration/web-push.test.ts.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import webPush from "web-push";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { zipEntries } from "@/tests/fixtures/zip-entries";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { localOrigin, startServer, stopServer, waitHealthy } from "./helpers/production-server";
import { DESKTOP_VIEWPORT, gotoShell, presetCookieConsent } from "./helpers/shell";

const PORT = Number(process.env.E2E_WALLET_PORT ?? 3329);
const PASS_TYPE = "pass.gt.cupongt.prueba";
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const coupon = buildSeedCoupons()
  .filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20)
  .at(-4)!;
const b64 = (pem: string) => Buffer.from(pem).toString("base64");

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ baseURL: localOrigin(PORT), viewport: DESKTOP_VIEWPORT });

let server: ChildProcess | null = null;
let dataDir = "";
test.beforeAll(async () => {
  const certificates = makeTestPassCertificates();
  const vapid = webPush.generateVAPIDKeys();
  dataDir = mkdtempSync(join(tmpdir(), "cupongt-wallet-push-"));
  server = startServer(PORT, {
    DATABASE_URL: "",
    DATABASE_OWNER_URL: "",
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    HSTS: "off",
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: "ABCDE12345",
    APPLE_PASS_SIGNER_CERT: b64(certificates.signerCert),
    APPLE_PASS_SIGNER_KEY: b64(certificates.signerKey),
    APPLE_WWDR_CERT: b64(certificates.wwdr),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:pruebas@cupongt.test",
  });
  await waitHealthy(PORT, 200_000);
});
test.afterAll(async () => {
  await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
test.beforeEach(async ({ context }) => presetCookieConsent(context));

async function buyOne(page: Page) {
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  await page.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });
  await payButton(page.getByRole("dialog", { name: "Finalizar compra" })).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
}

test("'Agregar a Apple Wallet' downloads a pkpass with the voucher's code; its web service takes the device", async ({
  page,
}) => {
  await signIn(page, DEMO.buyer);
  await buyOne(page);
  await gotoShell(page, "/mis-cupones");
  const voucher = page.getByTestId("voucher").filter({ hasText: coupon.title }).first();
  const code = (await voucher.getByTestId("voucher-code").textContent())!;
  const link = voucher.getByTestId("voucher-apple-wallet");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`cupongt-${code}.pkpass`);

  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/vnd.apple.pkpass");
  const pass = JSON.parse(
    zipEntries(await response.body())
      .get("pass.json")!
      .toString(),
  );
  expect(pass.barcodes[0].altText).toBe(code);
  expect(pass.barcodes[0].message.replace(/[^A-Z0-9]/g, "")).toBe(code.replace(/[^A-Z0-9]/g, ""));
  expect(pass.webServiceURL).toMatch(/\/api\/passkit$/);

  const service = `/api/passkit/v1/devices/e2e-device/registrations/${PASS_TYPE}`;
  const headers = { Authorization: `ApplePass ${pass.authenticationToken}` };
  const registered = await page.request.post(`${service}/${pass.serialNumber}`, {
    headers,
    data: { pushToken: "e2e0001" },
  });
  expect(registered.status()).toBe(201);
  const changed = await page.request.get(service);
  expect((await changed.json()).serialNumbers).toEqual([pass.serialNumber]);
  const latest = await page.request.get(`/api/passkit/v1/passes/${PASS_TYPE}/${pass.serialNumber}`, { headers });
  expect(latest.headers()["content-type"]).toBe("application/vnd.apple.pkpass");
});

test("the drawer offers phone notices only on a tap, stores the device, and /perfil keeps a kind off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(() => {
    const w = window as unknown as { __asked: number; __serverKeyBytes: number };
    w.__asked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.__asked++;
      return ask(...args);
    };
    const b64u = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      w.__serverKeyBytes = (options?.applicationServerKey as Uint8Array | undefined)?.byteLength ?? 0;
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: b64u(await crypto.subtle.exportKey("raw", pair.publicKey)),
          auth: b64u(crypto.getRandomValues(new Uint8Array(16)).buffer),
        },
      };
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      return current;
    };
  });
  await signIn(page, DEMO.buyer);
  await gotoShell(page, "/");
  await page
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("button", { name: /^Notificaciones, \d+ sin leer$/ })
    .click();
  const drawer = page.getByRole("dialog", { name: "Notificaciones" });
  const enable = drawer.getByRole("button", { name: "Activar avisos en este teléfono" });
  await expect(enable).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
  await enable.click();
  await expect(drawer.getByText("Los avisos llegan a este teléfono.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __serverKeyBytes: number }).__serverKeyBytes)).toBe(65);

  await gotoShell(page, "/perfil");
  const section = page.getByRole("region", { name: "Avisos en tu teléfono" });
  await expect(section.getByText("Los avisos llegan a 1 dispositivo.")).toBeVisible();
  const flash = section.getByRole("checkbox", { name: "Nuevas ofertas de negocios que sigues" });
  await expect(flash).toBeChecked();
  await flash.uncheck();
  await expect(flash).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Nuevas ofertas de negocios que sigues" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cupones por vencer" })).toBeChecked();
});
