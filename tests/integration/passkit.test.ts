// Apple Wallet's web service on every engine, with a throwaway CA (the embedded default has no
// pass certificates) and the local stand-in of Apple's push service: a downloaded pass names the
// service and carries its own token; a device registers with it (201, then 200), is refused with
// another pass's token (401) or another pass type (404); the voucher is redeemed, the device is
// pushed to, lists the changed serial and fetches the updated pass (voided, "Canjeado"); a pass
// not changed since answers 304; APNs' 410 forgets the device; unregistering and the log work.
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { claimGift, createGift } from "@/lib/data/orders/gifts";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { rowsOf } from "@/lib/db/client";
import { siteOrigin } from "@/lib/env";
import { vouchers, walletPassRegistrations } from "@/lib/db/schema";
import { startLocalApns, type LocalApns } from "@/lib/wallet/local-apns";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { zipEntries } from "@/tests/fixtures/zip-entries";
import { testEngines } from "./helpers/engines";
import { buyer, manager, reviewer0 } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PASS_TYPE = "pass.gt.cupongt.prueba";
const state = vi.hoisted(() => ({ apple: null as unknown, apns: "", caller: null as Caller | null }));
state.apple = { passTypeId: PASS_TYPE, teamId: "ABCDE12345", certificates: makeTestPassCertificates() };
vi.mock("@/lib/wallet/apple-config", async (original) => ({
  ...(await original<typeof import("@/lib/wallet/apple-config")>()),
  appleWalletConfig: () => state.apple,
}));
// Apple's push service is the local stand-in, started below on a free port.
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return {
    ...real,
    env: new Proxy(real.env, {
      get: (target, key) => (key === "APPLE_APNS_ORIGIN" ? state.apns : Reflect.get(target, key)),
    }),
  };
});
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => state.caller));

const { GET: download } = await import("@/app/(es)/(account)/mis-cupones/wallet/[id]/route");
const registration = await import("@/app/api/passkit/v1/devices/[device]/registrations/[passType]/[serial]/route");
const { GET: listChanged } = await import("@/app/api/passkit/v1/devices/[device]/registrations/[passType]/route");
const { GET: latestPass } = await import("@/app/api/passkit/v1/passes/[passType]/[serial]/route");
const { POST: log } = await import("@/app/api/passkit/v1/log/route");
const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { drainJobs } = await import("@/lib/jobs/worker");
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

const base = "http://localhost/api/passkit/v1";
const auth = (token: string) => ({ Authorization: `ApplePass ${token}` });
const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

describe.each(testEngines())("PassKit web service [%s]", (engine) => {
  let t: TestDatabase;
  let apns: LocalApns;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    apns = await startLocalApns();
    state.apns = apns.origin;
  });
  afterAll(async () => {
    await apns.close();
    await t.drop();
  });

  async function passOf(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    return JSON.parse(
      zipEntries(new Uint8Array(await response.arrayBuffer()))
        .get("pass.json")!
        .toString(),
    );
  }
  async function boughtVoucher() {
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    state.caller = buyer;
    const pass = await passOf(await download(new Request("http://localhost/x"), ctx({ id: v!.id })));
    return { voucher: v!, pass };
  }
  const register = (device: string, serial: string, token: string, pushToken = "a1b2c3", passType = PASS_TYPE) =>
    registration.POST(
      new Request(`${base}/devices/${device}/registrations/${passType}/${serial}`, {
        method: "POST",
        headers: { ...auth(token), "Content-Type": "application/json" },
        body: JSON.stringify({ pushToken }),
      }),
      ctx({ device, passType, serial }),
    );
  const changed = (device: string, since?: string) =>
    listChanged(
      new Request(`${base}/devices/${device}/registrations/${PASS_TYPE}${since ? `?passesUpdatedSince=${since}` : ""}`),
      ctx({ device, passType: PASS_TYPE }),
    );
  const latest = (serial: string, token: string, headers: Record<string, string> = {}) =>
    latestPass(
      new Request(`${base}/passes/${PASS_TYPE}/${serial}`, { headers: { ...auth(token), ...headers } }),
      ctx({ passType: PASS_TYPE, serial }),
    );

  it("registers, is pushed to after a redemption, lists the change and returns the updated pass", async () => {
    const { voucher, pass } = await boughtVoucher();
    expect(pass.webServiceURL).toBe(`${siteOrigin()}/api/passkit`);
    expect(pass.authenticationToken).toMatch(/^[\w-]{43}$/);
    const token: string = pass.authenticationToken;
    const other = await boughtVoucher();

    expect((await register("iphone-1", voucher.id, token)).status).toBe(201);
    expect((await register("iphone-1", voucher.id, token, "d4e5f6")).status).toBe(200);
    expect((await register("iphone-1", voucher.id, other.pass.authenticationToken)).status).toBe(401);
    expect((await register("iphone-1", voucher.id, token, "a1b2c3", "pass.com.otro")).status).toBe(404);
    expect((await register("iphone-1", voucher.id, token, "no token!")).status).toBe(400);
    expect((await latest(voucher.id, other.pass.authenticationToken)).status).toBe(401);

    const first = await changed("iphone-1");
    expect(first.status).toBe(200);
    const { serialNumbers, lastUpdated } = await first.json();
    expect(serialNumbers).toEqual([voucher.id]);
    expect((await changed("iphone-1", lastUpdated)).status).toBe(204);
    expect((await changed("unknown-device")).status).toBe(204);
    const before = await latest(voucher.id, token);
    const lastModified = before.headers.get("last-modified")!;
    expect((await passOf(before)).voided).toBeUndefined();
    expect((await latest(voucher.id, token, { "If-Modified-Since": lastModified })).status).toBe(304);

    // Redeemed at the counter: the trigger queues the push, the job sends it to the device's token.
    expect(await redeemVoucher(manager, voucher.code)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(apns.received).toContainEqual({ token: "d4e5f6", topic: PASS_TYPE, body: "{}" });
    const after = await changed("iphone-1", lastUpdated);
    expect(after.status).toBe(200);
    const next = await after.json();
    expect(next.serialNumbers).toEqual([voucher.id]);
    expect(BigInt(next.lastUpdated)).toBeGreaterThan(BigInt(lastUpdated));
    // The pass the device fetches now (with the Last-Modified it had, very likely the same second)
    // is voided and says so; the same code stays its barcode.
    const updated = await passOf(await latest(voucher.id, token, { "If-Modified-Since": lastModified }));
    expect(updated.voided).toBe(true);
    expect(updated.coupon.headerFields[0].value).toBe("Canjeado");
    expect(parseScannedVoucher(updated.barcodes[0].message)).toBe(voucher.code);
    expect(updated.authenticationToken).toBe(token);

    // Removed from the phone: the device unregisters, and nothing is listed for it any more.
    const unregister = await registration.DELETE(
      new Request(`${base}/devices/iphone-1/registrations/${PASS_TYPE}/${voucher.id}`, {
        method: "DELETE",
        headers: auth(token),
      }),
      ctx({ device: "iphone-1", passType: PASS_TYPE, serial: voucher.id }),
    );
    expect(unregister.status).toBe(200);
    expect((await changed("iphone-1")).status).toBe(204);
  });

  it("a claimed gift voids the giver's pass without handing it the recipient's new code", async () => {
    const { voucher, pass } = await boughtVoucher();
    const giverToken: string = pass.authenticationToken;
    expect((await register("iphone-g", voucher.id, giverToken, "abc999")).status).toBe(201);
    const gift = await createGift(buyer, { voucherId: voucher.id, email: "amiga@example.com", message: null });
    if (!gift.ok) throw new Error(gift.reason);
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(apns.received).toContainEqual({ token: "abc999", topic: PASS_TYPE, body: "{}" });
    const [now] = await t.owner.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(now!.code).not.toBe(voucher.code);

    const archive = zipEntries(new Uint8Array(await (await latest(voucher.id, giverToken)).arrayBuffer()));
    const giverPass = JSON.parse(archive.get("pass.json")!.toString());
    expect(giverPass.voided).toBe(true);
    expect(giverPass.coupon.headerFields[0].value).toBe("Regalado");
    expect(giverPass.barcodes ?? []).toEqual([]);
    // Nowhere in the archive (pass.json, manifest, signature) is the recipient's code.
    for (const [name, bytes] of archive) expect(bytes.toString("latin1"), name).not.toContain(now!.code);
    // The recipient's own pass has a token of its own, which the giver's does not open.
    state.caller = reviewer0;
    const mine = await passOf(await download(new Request("http://localhost/x"), ctx({ id: voucher.id })));
    expect(mine.authenticationToken).not.toBe(giverToken);
    expect(parseScannedVoucher(mine.barcodes[0].message)).toBe(now!.code);
    expect(
      parseScannedVoucher((await passOf(await latest(voucher.id, mine.authenticationToken))).barcodes[0].message),
    ).toBe(now!.code);
  });

  it("forgets a device APNs calls gone (410), and takes Wallet's log", async () => {
    const { voucher, pass } = await boughtVoucher();
    expect((await register("iphone-2", voucher.id, pass.authenticationToken, "ffff0001")).status).toBe(201);
    apns.markGone("ffff0001");
    await t.owner.execute(
      sql`update public.vouchers set status = 'reembolsado', refunded_at = now() where id = ${voucher.id}::uuid`,
    );
    const jobs = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where name = 'push_pass_update' and payload->>'voucherId' = ${voucher.id}`,
      ),
    );
    expect(jobs[0]!.n).toBe(1);
    await drainJobs(worker);
    const left = await t.owner
      .select()
      .from(walletPassRegistrations)
      .where(eq(walletPassRegistrations.voucherId, voucher.id));
    expect(left).toEqual([]);
    const logged = await log(
      new Request(`${base}/log`, { method: "POST", body: JSON.stringify({ logs: ["pass signature invalid"] }) }),
    );
    expect(logged.status).toBe(200);
    expect((await log(new Request(`${base}/log`, { method: "POST", body: "not json" }))).status).toBe(200);
  });

  it("does not exist without pass certificates", async () => {
    const { voucher, pass } = await boughtVoucher();
    const on = state.apple;
    state.apple = null;
    try {
      expect((await register("iphone-3", voucher.id, pass.authenticationToken)).status).toBe(404);
      expect((await changed("iphone-3")).status).toBe(404);
      expect((await latest(voucher.id, pass.authenticationToken)).status).toBe(404);
    } finally {
      state.apple = on;
    }
  });
});
