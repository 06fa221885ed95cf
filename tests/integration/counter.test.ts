// The counter on every engine: the confirm card by role, the redemption race with a
// cashier, the history with who and where, and undoing a redemption within 10 minutes.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import {
  listBusinessRedemptions,
  lookupVoucherForCounter,
  undoVoucherRedemption,
  voucherPublicState,
} from "@/lib/data/orders/counter";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import {
  adminAuditLog,
  branches,
  businessMembers,
  notifications,
  profiles,
  voucherRedemptions,
  vouchers,
} from "@/lib/db/schema";
import { businessOwner } from "@/lib/db/seed/users";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, manager, otherBusiness, otherBusinessId, seller, userId } from "./helpers/fixtures";
import { buy as buyAt, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const cashier: Caller = authenticatedCaller(userId(REVIEWERS[5]!.key));
const otherOwner: Caller = authenticatedCaller(userId(businessOwner(otherBusiness.slug).key));
const stranger: Caller = authenticatedCaller(userId(REVIEWERS[6]!.key));

describe.each(testEngines())("counter [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  let foreignBranchId: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner
      .insert(businessMembers)
      .values({ businessId: demoBusinessId, userId: cashier.userId!, role: "cajero" });
    await t.owner.update(profiles).set({ displayName: "Carla Pérez" }).where(eq(profiles.id, cashier.userId!));
    await t.owner.update(profiles).set({ displayName: "Ana María López" }).where(eq(profiles.id, buyer.userId!));
    const ids = async (business: string) =>
      (await t.owner.select({ id: branches.id }).from(branches).where(eq(branches.businessId, business)))[0]!.id;
    branchId = await ids(demoBusinessId);
    foreignBranchId = await ids(otherBusinessId);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function voucherCode(): Promise<{ id: string; code: string }> {
    const couponId = await makeCoupon(t.owner);
    const result = await buyAt(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    const [row] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    return { id: row!.id, code: row!.code };
  }

  it("shows the confirm card to the business's cashier, and nothing about it to anyone else", async () => {
    const { code } = await voucherCode();
    expect(await lookupVoucherForCounter(cashier, code.toLowerCase())).toMatchObject({
      kind: "voucher",
      couponTitle: expect.stringMatching(/^Prueba/),
      buyerName: "Ana L.",
      bookingAt: null,
      state: "valido",
      redeemedAt: null,
      redeemedBy: null,
    });
    expect(await lookupVoucherForCounter(otherOwner, code)).toEqual({ kind: "otro_negocio" });
    expect(await lookupVoucherForCounter(stranger, code)).toEqual({ kind: "no_existe" });
    expect(await lookupVoucherForCounter(cashier, "ZZZZZZZZZZZZ")).toEqual({ kind: "no_existe" });
  });

  it("the voucher's public link tells anyone its state and nothing else", async () => {
    const { id, code } = await voucherCode();
    expect(await voucherPublicState(ANON, code)).toBe("valido");
    expect(await voucherPublicState(stranger, `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`)).toBe(
      "valido",
    );
    expect(await voucherPublicState(ANON, "ZZZZZZZZZZZZ")).toBe("no_existe");
    expect(await voucherPublicState(ANON, "")).toBe("no_existe");
    expect((await redeemVoucher(cashier, code, branchId)).ok).toBe(true);
    expect(await voucherPublicState(ANON, code)).toBe("canjeado");
    const { code: expiring } = await voucherCode();
    await t.owner
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(vouchers.code, expiring));
    expect(await voucherPublicState(ANON, expiring)).toBe("vencido");
    // The anonymous role reads no voucher row itself: only the function's one word.
    expect(await runAs(ANON, (tx) => tx.select().from(vouchers).where(eq(vouchers.id, id)))).toEqual([]);
  });

  it("redeems exactly once when a cashier and a manager scan one voucher at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const { id, code } = await voucherCode();
      const results = await Promise.all([redeemVoucher(cashier, code, branchId), redeemVoucher(manager, code)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)[0]).toMatchObject({ reason: "ya_canjeado" });
      const history = await t.owner.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, id));
      expect(history).toHaveLength(1);
      const winner = results[0]!.ok ? cashier : manager;
      expect(history[0]!.memberUserId).toBe(winner.userId);
      expect(history[0]!.branchId).toBe(winner === cashier ? branchId : null);
    }
  });

  it("says when and by whom a voucher was redeemed, and refuses a branch of another business", async () => {
    const { code } = await voucherCode();
    expect(await redeemVoucher(cashier, code, foreignBranchId)).toMatchObject({
      ok: false,
      reason: "sucursal_invalida",
    });
    expect(await redeemVoucher(cashier, code, branchId)).toMatchObject({ ok: true });
    expect(await lookupVoucherForCounter(manager, code)).toMatchObject({
      state: "canjeado",
      redeemedAt: expect.any(String),
      redeemedBy: "Carla Pérez",
    });
  });

  it("lists redemptions with masked codes: all for the owner, today's own for the cashier", async () => {
    const { code } = await voucherCode();
    await redeemVoucher(seller, code);
    const all = await listBusinessRedemptions(seller, demoBusinessId);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]!.codeLast4).toBe(code.slice(-4));
    for (const r of all) expect(r.codeLast4).toHaveLength(4);
    const mine = await listBusinessRedemptions(cashier, demoBusinessId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.memberUserId === cashier.userId)).toBe(true);
    const byBranch = await listBusinessRedemptions(seller, demoBusinessId, { branchId });
    expect(byBranch.every((r) => r.branchId === branchId && r.branchName)).toBe(true);
    const byMember = await listBusinessRedemptions(seller, demoBusinessId, { memberUserId: seller.userId });
    expect(byMember.map((r) => r.codeLast4)).toContain(code.slice(-4));
    expect(await listBusinessRedemptions(seller, demoBusinessId, { to: "2000-01-01T00:00:00Z" })).toEqual([]);
    expect(await listBusinessRedemptions(otherOwner, demoBusinessId)).toEqual([]);
    // Yesterday's redemptions are no longer the cashier's to read.
    await t.owner
      .update(voucherRedemptions)
      .set({ redeemedAt: sql`now() - interval '2 days'` })
      .where(eq(voucherRedemptions.memberUserId, cashier.userId!));
    expect(await listBusinessRedemptions(cashier, demoBusinessId)).toEqual([]);
  });

  it("lets an owner or manager undo a redemption within 10 minutes: valid again, audited, buyer told", async () => {
    const { id, code } = await voucherCode();
    await redeemVoucher(cashier, code, branchId);
    const [r] = await t.owner.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, id));
    expect(await refundVoucher(buyer, id)).toMatchObject({ ok: false, reason: "canjeado" });
    expect(await undoVoucherRedemption(cashier, r!.id)).toBe("not_found");
    expect(await undoVoucherRedemption(otherOwner, r!.id)).toBe("not_found");
    expect(await undoVoucherRedemption(manager, r!.id)).toBe("undone");
    expect(await undoVoucherRedemption(seller, r!.id)).toBe("already_undone");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.id, id));
    expect(v).toMatchObject({ status: "vigente", redeemedAt: null, redeemedBy: null });
    const audit = await t.owner
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "undo_voucher_redemption"), eq(adminAuditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(manager.userId);
    const told = await t.owner
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.userId!), eq(notifications.kind, "voucher_redemption_undone")));
    expect(told).toHaveLength(1);
    // Valid again: it can be redeemed once more, which writes a second history row.
    expect(await redeemVoucher(cashier, code)).toMatchObject({ ok: true });
    const rows = await t.owner.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, id));
    expect(rows).toHaveLength(2);
    const latest = rows.find((x) => x.undoneAt === null)!;
    await t.owner
      .update(voucherRedemptions)
      .set({ redeemedAt: sql`now() - interval '11 minutes'` })
      .where(eq(voucherRedemptions.id, latest.id));
    expect(await undoVoucherRedemption(seller, latest.id)).toBe("too_late");
    expect(await undoVoucherRedemption(seller, "not-a-uuid")).toBe("not_found");
  });
});
