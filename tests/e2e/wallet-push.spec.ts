// The voucher in the pocket with its outside services configured, on a server of its own (the
// suite's server has none, the embedded default): a throwaway pass certificate and a VAPID key made
// here. 'Agregar a Apple Wallet' downloads application/vnd.apple.pkpass whose barcode is the code
// shown, and the pass's web service takes a registration with the pass's own token. The drawer
// offers phone notices only when opened (no permission asked before the tap), stores this device's
// subscription, and /perfil then counts the device and keeps a kind turned off. Chromium here has
// no push service to reach offline, so PushManager.subscribe is answered in the page: a P-256 pair
// and an auth secret made with WebCrypto, registered with the local push service started here (as
// a browser registers with its vendor's), which the server is told to accept. A refund then
// reaches that device: the server's send_push job posts it, and the local service decrypts it
// with the page's keys and checks the VAPID signature.
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import webPush from "web-push";
import { startLocalPushService, type LocalPushService } from "@/lib/wallet/push/local-push-service";
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
let pushService: LocalPushService;
const vapid = webPush.generateVAPIDKeys();
/** The endpoint the drawer stored, for the delivery test. */
let subscribedEndpoint = "";
test.beforeAll(async () => {
  const certificates = makeTestPassCertificates();
  pushService = await startLocalPushService();
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
    PUSH_SERVICE_LOOPBACK_ORIGIN: pushService.origin,
    // The refund's follow-up and the push it causes are jobs: run them in the server.
    JOBS_WORKER: "on",
    JOBS_POLL_MS: "200",
  });
  await waitHealthy(PORT, 200_000);
});
test.afterAll(async () => {
  await stopServer(server);
  await pushService?.close();
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
  // The QR carries the voucher's link, which the counter's scanner reads as its code.
  expect(pass.barcodes[0].message).toMatch(/^https?:\/\/[^/]+\/v\/[A-Z0-9]{12}$/);
  expect(parseScannedVoucher(pass.barcodes[0].message)).toBe(code.replace(/[^A-Z0-9]/g, ""));
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

type PushServiceSubscribe = (privateKey: string, auth: string) => Promise<{ endpoint: string; p256dh: string }>;

test("the drawer offers phone notices only on a tap, stores the device, and /perfil keeps a kind off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.exposeFunction("__pushServiceSubscribe", (privateKey: string, auth: string) => {
    const subscription = pushService.adopt(privateKey, auth);
    subscribedEndpoint = subscription.endpoint;
    return { endpoint: subscription.endpoint, p256dh: subscription.p256dh };
  });
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
      // The browser's side of RFC 8291: its own P-256 pair and auth secret; the private half goes
      // only to the push service that will decrypt for it.
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64u(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64u(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
      const register = (window as unknown as { __pushServiceSubscribe: PushServiceSubscribe }).__pushServiceSubscribe;
      const given = await register(d!, auth);
      if (given.p256dh !== p256dh) throw new Error("the push service derived another public key");
      const json = { endpoint: given.endpoint, expirationTime: null, keys: { p256dh, auth } };
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

test("a refund's notice reaches the subscribed device, encrypted for its keys and signed with the VAPID key", async ({
  page,
}) => {
  expect(subscribedEndpoint, "the drawer stored a subscription").toMatch(/^http:\/\/127\.0\.0\.1:\d+\/push\//);
  const toDevice = () => pushService.received.filter((push) => push.endpoint === subscribedEndpoint);
  await signIn(page, DEMO.buyer);
  await buyOne(page);
  expect(toDevice()).toEqual([]);

  await gotoShell(page, "/mis-cupones");
  const voucher = page
    .getByTestId("voucher")
    .filter({ hasText: coupon.title })
    .filter({ has: page.getByRole("button", { name: "Solicitar reembolso" }) })
    .first();
  await voucher.getByRole("button", { name: "Solicitar reembolso" }).click();
  await page
    .getByRole("alertdialog", { name: "¿Solicitar el reembolso de este cupón?" })
    .getByRole("button", { name: "Sí, reembolsar" })
    .click();
  await expect(page.getByText(/^Reembolso solicitado: Q[\d,.]+ volverán/).first()).toBeVisible();

  // The server's jobs settle the refund, write the inbox row, and send_push posts it to the device.
  await expect.poll(() => toDevice().length, { timeout: 60_000 }).toBeGreaterThan(0);
  const push = toDevice()[0]!;
  expect(JSON.parse(push.payload)).toMatchObject({
    title: expect.stringMatching(/^Te devolvimos Q[\d,.]+$/),
    url: "/mis-compras",
  });
  expect(push.vapid.publicKey).toBe(vapid.publicKey);
  expect(push.vapid.claims).toMatchObject({ aud: pushService.origin, sub: "mailto:pruebas@cupongt.test" });
  expect(pushService.refused).toBe(0);
});
