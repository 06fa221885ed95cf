// Google Wallet objects kept in step with their vouchers, on every engine, against the local
// stand-in of Google's token endpoint and Wallet REST API (it verifies the service account's
// signed assertion and demands the token it issued): a saved voucher redeemed at the counter is
// patched COMPLETED once; a link never saved answers 404 and the job ends quietly; a Google outage
// (503) is retried; a claimed gift retires the giver's object and the receiver gets their own; an
// English order's object is patched in English, a Spanish one's in Spanish.
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import { generateKeyPairSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { claimGift, createGift } from "@/lib/data/orders/gifts";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { rowsOf } from "@/lib/db/client";
import { vouchers, walletGoogleObjects } from "@/lib/db/schema";
import { withLocale } from "@/lib/i18n/page-locale";
import { startLocalGoogleWallet, type LocalGoogleWallet } from "@/lib/wallet/local-google-wallet";
import { testEngines } from "./helpers/engines";
import { buyer, manager, reviewer0 } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const state = vi.hoisted(() => ({ google: null as unknown, api: "", token: "", caller: null as Caller | null }));
const config = {
  issuerId: "3388000000012345678",
  serviceAccountEmail: "wallet@cupongt-prueba.iam.gserviceaccount.com",
  privateKey: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};
state.google = config;
vi.mock("@/lib/wallet/google-save", async (original) => ({
  ...(await original<typeof import("@/lib/wallet/google-save")>()),
  googleWalletConfig: () => state.google,
}));
// Google's addresses are the stand-in's, started below on a free port.
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  const local: Record<string, () => string> = {
    GOOGLE_WALLET_API_ORIGIN: () => state.api,
    GOOGLE_OAUTH_TOKEN_URL: () => state.token,
  };
  return {
    ...real,
    env: new Proxy(real.env, { get: (target, key) => local[String(key)]?.() ?? Reflect.get(target, key) }),
  };
});
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => state.caller));

const { GET: saveLink } = await import("@/app/(es)/(account)/mis-cupones/google-wallet/[id]/route");
const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { drainJobs } = await import("@/lib/jobs/worker");
const { JWT_BEARER_GRANT, googleAccessToken, tokenAssertion } = await import("@/lib/wallet/google-api");
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("Google Wallet updates [%s]", (engine) => {
  let t: TestDatabase;
  let google: LocalGoogleWallet;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    google = await startLocalGoogleWallet({
      serviceAccountEmail: config.serviceAccountEmail,
      publicKey: keys.publicKey.export({ type: "spki", format: "pem" }).toString(),
    });
    state.api = google.origin;
    state.token = google.tokenUrl;
  });
  afterAll(async () => {
    await google.close();
    await t.drop();
  });

  async function boughtVoucher(locale: "es" | "en" = "es") {
    const couponId = await makeCoupon(t.owner);
    const paid = await withLocale(locale, () => buy(buyer, { items: [{ couponId, quantity: 1 }] }));
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    return v!;
  }
  async function linkFor(as: Caller, voucherId: string) {
    state.caller = as;
    const response = await saveLink(new Request("http://localhost/x"), { params: Promise.resolve({ id: voucherId }) });
    expect(response.status).toBe(303);
    return response.headers.get("location")!;
  }
  const jobsOf = async (voucherId: string) =>
    rowsOf<{ state: string; attempts: number }>(
      await t.owner.execute(
        sql`select state, attempts from app_private.jobs where name = 'update_google_wallet' and payload->>'voucherId' = ${voucherId} order by id`,
      ),
    );
  const patchesOf = (objectId: string) => google.patches.filter((p) => p.id === objectId);

  it("patches a saved voucher COMPLETED once after its redemption, with a token from the service account", async () => {
    const voucher = await boughtVoucher();
    const objectId = `${config.issuerId}.${voucher.id}`;
    expect(google.save(await linkFor(buyer, voucher.id))).toEqual([objectId]);
    expect(google.objects.get(objectId)).toMatchObject({ state: "ACTIVE" });

    expect(await redeemVoucher(manager, voucher.code)).toMatchObject({ ok: true });
    await drainJobs(worker);
    const patches = patchesOf(objectId);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toMatchObject({ id: objectId, state: "COMPLETED" });
    expect(patches[0]!.token).toMatch(/^ya29\.local-/);
    expect(google.objects.get(objectId)).toMatchObject({ state: "COMPLETED" });
    expect(await jobsOf(voucher.id)).toEqual([{ state: "done", attempts: 1 }]);
    const [row] = await t.owner
      .select({ sentState: walletGoogleObjects.sentState })
      .from(walletGoogleObjects)
      .where(eq(walletGoogleObjects.voucherId, voucher.id));
    expect(row!.sentState).toBe("COMPLETED");
  });

  it("ends quietly when the link was never saved (404), and queues nothing for vouchers without a link", async () => {
    const unsaved = await boughtVoucher();
    await linkFor(buyer, unsaved.id);
    await t.owner.execute(
      sql`update public.vouchers set status = 'reembolsado', refunded_at = now() where id = ${unsaved.id}::uuid`,
    );
    const never = await boughtVoucher();
    expect(await redeemVoucher(manager, never.code)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(await jobsOf(unsaved.id)).toEqual([{ state: "done", attempts: 1 }]);
    expect(patchesOf(`${config.issuerId}.${unsaved.id}`)).toEqual([]);
    expect(await jobsOf(never.id)).toEqual([]);
  });

  it("retries through a Google outage (503) and patches once it is back, reusing its token", async () => {
    const voucher = await boughtVoucher();
    const objectId = `${config.issuerId}.${voucher.id}`;
    google.save(await linkFor(buyer, voucher.id));
    google.failNext(503, 2);
    expect(await redeemVoucher(manager, voucher.code)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(patchesOf(objectId).map((p) => p.body.state)).toEqual(["COMPLETED"]);
    expect(await jobsOf(voucher.id)).toEqual([{ state: "done", attempts: 3 }]);
    // One sign-in for every job of this engine so far: the token is cached until it nears expiry.
    expect(google.tokensIssued).toBe(1);
  });

  it("retires the giver's object after a claimed gift; the receiver saves one of their own", async () => {
    const voucher = await boughtVoucher();
    const giverObject = `${config.issuerId}.${voucher.id}`;
    google.save(await linkFor(buyer, voucher.id));
    const gift = await createGift(buyer, { voucherId: voucher.id, email: "amiga@example.com", message: null });
    if (!gift.ok) throw new Error(gift.reason);
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(google.objects.get(giverObject)).toMatchObject({ state: "INACTIVE" });
    expect(patchesOf(giverObject).at(-1)!.body).toEqual({ state: "INACTIVE" });

    const [now] = await t.owner.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    const receiverObject = `${config.issuerId}.${voucher.id}_${reviewer0.userId}`;
    expect(google.save(await linkFor(reviewer0, voucher.id))).toEqual([receiverObject]);
    expect(google.objects.get(receiverObject)).toMatchObject({ state: "ACTIVE" });
    // The barcode is the voucher's link, which the counter reads as the receiver's new code.
    const saved = google.objects.get(receiverObject) as { barcode: { value: string } };
    expect(parseScannedVoucher(saved.barcode.value)).toBe(now!.code);

    // Redeemed by the receiver: only their object changes; the giver's stays retired, not patched again.
    const giverPatches = patchesOf(giverObject).length;
    expect(await redeemVoucher(manager, now!.code)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(google.objects.get(receiverObject)).toMatchObject({ state: "COMPLETED" });
    expect(patchesOf(giverObject)).toHaveLength(giverPatches);
  });

  it("patches an English order's object in English and a Spanish order's in Spanish", async () => {
    const texts = async (locale: "es" | "en") => {
      const voucher = await boughtVoucher(locale);
      google.save(await linkFor(buyer, voucher.id));
      expect(await redeemVoucher(manager, voucher.code)).toMatchObject({ ok: true });
      await drainJobs(worker);
      const body = patchesOf(`${config.issuerId}.${voucher.id}`).at(-1)!.body as {
        subheader: { defaultValue: { language: string; value: string } };
        textModulesData: { header: string }[];
      };
      return { subheader: body.subheader.defaultValue, first: body.textModulesData[0]!.header };
    };
    expect(await texts("en")).toEqual({ subheader: { language: "en-US", value: "Code" }, first: "How to redeem" });
    expect(await texts("es")).toEqual({ subheader: { language: "es-419", value: "Código" }, first: "Cómo canjear" });
  });

  it("the token endpoint refuses an assertion signed with another key", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const forged = { ...config, privateKey: other.export({ type: "pkcs8", format: "pem" }).toString() };
    const now = Math.floor(Date.now() / 1000);
    const exchange = (assertion: string) =>
      fetch(google.tokenUrl, {
        method: "POST",
        body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }),
      });
    const refused = await exchange(tokenAssertion(forged, google.tokenUrl, now));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
    expect((await exchange(tokenAssertion(config, google.tokenUrl, now))).status).toBe(200);
  });

  it("keeps its token until a minute before it expires, then signs in again", async () => {
    const issued = google.tokensIssued;
    const first = await googleAccessToken(config, google.tokenUrl);
    expect(await googleAccessToken(config, google.tokenUrl, Date.now() + 3_500_000)).toBe(first);
    const renewed = await googleAccessToken(config, google.tokenUrl, Date.now() + 3_560_000);
    expect(renewed).not.toBe(first);
    expect(google.tokensIssued).toBe(issued + 1);
  });
});
