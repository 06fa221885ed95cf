// Gifts on every engine: the claim link is single use and dies with a cancel, a claim
// moves the voucher under a new code (the giver's old code redeems nothing), a pending gift can be
// neither redeemed nor refunded, and only the giver and the claimer read a gift.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedCaller, ANON, type Caller } from "@/lib/data/caller";
import { cancelGift, claimGift, createGift, giftPreview, type GiftSent } from "@/lib/data/orders/gifts";
import { listMyVouchers, redeemVoucher } from "@/lib/data/orders/vouchers";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import { gifts, vouchers } from "@/lib/db/schema";
import { DEMO_USERS, REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, manager, reviewer0, userId } from "./helpers/fixtures";
import { buy as buyAt, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const reviewer1: Caller = authenticatedCaller(userId(REVIEWERS[1]!.key));

describe.each(testEngines())("gifts [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  async function buy(who: Caller, quantity = 1) {
    const couponId = await makeCoupon(db());
    const result = await buyAt(who, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    return db().select({ id: vouchers.id, code: vouchers.code }).from(vouchers).where(eq(vouchers.couponId, couponId));
  }
  async function send(
    voucherId: string,
    email = "amiga@example.com",
    message: string | null = "¡Disfrútalo!",
  ): Promise<GiftSent> {
    const sent = await createGift(buyer, { voucherId, email, message });
    if (!sent.ok) throw new Error(sent.reason);
    return sent;
  }
  const voucherRow = async (id: string) => (await db().select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

  it("a claim moves the voucher under a new code: the giver's old code redeems nothing", async () => {
    const [v] = await buy(buyer);
    const gift = await send(v!.id);
    expect(gift).toMatchObject({
      recipientEmail: "amiga@example.com",
      couponTitle: expect.stringMatching(/^Prueba/),
      message: "¡Disfrútalo!",
    });
    // The link's page shows the gift to anyone holding it, signed in or not.
    expect(await giftPreview(ANON, gift.token)).toMatchObject({
      state: "pendiente",
      couponTitle: gift.couponTitle,
      message: "¡Disfrútalo!",
    });
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true, voucherId: v!.id });

    const row = await voucherRow(v!.id);
    expect(row).toMatchObject({
      buyerUserId: reviewer0.userId,
      giftedBy: buyer.userId,
      giftPending: false,
      status: "vigente",
    });
    expect(row.code).not.toBe(v!.code);
    expect(await redeemVoucher(manager, v!.code)).toEqual({ ok: false, reason: "no_existe" });
    // The recipient's /mis-cupones has it as a gift; the giver's no longer has it.
    const theirs = (await listMyVouchers(reviewer0)).find((x) => x.id === v!.id);
    expect(theirs).toMatchObject({
      code: row.code,
      couponTitle: gift.couponTitle,
      gift: { giverName: gift.giverName },
      orderId: null,
      refundableUntil: null,
    });
    expect((await listMyVouchers(buyer)).map((x) => x.id)).not.toContain(v!.id);
    // Nobody refunds a claimed gift: not the giver (no longer theirs), not the recipient (not their money).
    expect(await refundVoucher(buyer, v!.id)).toEqual({ ok: false, reason: "regalado" });
    expect(await refundVoucher(reviewer0, v!.id)).toEqual({ ok: false, reason: "regalado" });
    expect(await redeemVoucher(manager, row.code)).toMatchObject({ ok: true });
  });

  it("a gift without an address (sent by WhatsApp): whoever has the link claims it", async () => {
    const [v] = await buy(buyer);
    const gift = await createGift(buyer, { voucherId: v!.id, email: null, message: null });
    expect(gift).toMatchObject({ ok: true, recipientEmail: null });
    if (!gift.ok) return;
    expect((await listMyVouchers(buyer)).find((x) => x.id === v!.id)).toMatchObject({
      pendingGift: { id: gift.giftId, email: null },
    });
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true });
    expect((await voucherRow(v!.id)).buyerUserId).toBe(reviewer0.userId);
  });

  it("the link is single use, and the giver cannot claim their own gift", async () => {
    const [v] = await buy(buyer);
    const gift = await send(v!.id);
    expect(await claimGift(buyer, gift.token)).toEqual({ ok: false, reason: "propio" });
    const results = await Promise.all([claimGift(reviewer0, gift.token), claimGift(reviewer1, gift.token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "reclamado" }]);
    const winner = results[0]!.ok ? reviewer0 : reviewer1;
    expect((await voucherRow(v!.id)).buyerUserId).toBe(winner.userId);
    expect(await claimGift(reviewer0, gift.token)).toEqual({ ok: false, reason: "reclamado" });
    expect(await giftPreview(ANON, gift.token)).toMatchObject({ state: "reclamado" });
    expect(await claimGift(reviewer0, "A".repeat(43))).toEqual({ ok: false, reason: "no_existe" });
    expect(await giftPreview(ANON, "A".repeat(43))).toBeNull();
  });

  it("a pending gift can be neither redeemed nor refunded; cancelling kills its link and frees the voucher", async () => {
    const [v] = await buy(buyer);
    const gift = await send(v!.id);
    expect(await redeemVoucher(manager, v!.code)).toEqual({ ok: false, reason: "regalo_pendiente" });
    expect(await refundVoucher(buyer, v!.id)).toEqual({ ok: false, reason: "regalo_pendiente" });
    expect(await createGift(buyer, { voucherId: v!.id, email: "otro@example.com", message: null })).toEqual({
      ok: false,
      reason: "regalo_pendiente",
    });
    expect((await listMyVouchers(buyer)).find((x) => x.id === v!.id)).toMatchObject({
      pendingGift: { id: gift.giftId, email: "amiga@example.com" },
      refundableUntil: null,
    });
    // Only the giver cancels.
    expect(await cancelGift(reviewer0, gift.giftId)).toEqual({ ok: false, reason: "no_existe" });
    expect(await cancelGift(buyer, gift.giftId)).toEqual({ ok: true });
    expect(await cancelGift(buyer, gift.giftId)).toEqual({ ok: false, reason: "cancelado" });
    expect(await claimGift(reviewer0, gift.token)).toEqual({ ok: false, reason: "cancelado" });
    expect(await giftPreview(ANON, gift.token)).toMatchObject({ state: "cancelado" });
    expect(await voucherRow(v!.id)).toMatchObject({ buyerUserId: buyer.userId, code: v!.code, giftPending: false });
    expect((await listMyVouchers(buyer)).find((x) => x.id === v!.id)).toMatchObject({
      pendingGift: null,
      refundableUntil: expect.any(String),
    });
    expect(await redeemVoucher(manager, v!.code)).toMatchObject({ ok: true });
    expect(await createGift(buyer, { voucherId: v!.id, email: "otro@example.com", message: null })).toEqual({
      ok: false,
      reason: "canjeado",
    });
  });

  it("refuses own address, bad input, expired and refunded vouchers, and expired links", async () => {
    const [a, b, c] = await buy(buyer, 3);
    expect(
      await createGift(buyer, { voucherId: a!.id, email: DEMO_USERS.buyer.email.toUpperCase(), message: null }),
    ).toEqual({ ok: false, reason: "propio" });
    expect(await createGift(buyer, { voucherId: a!.id, email: "no-es-correo", message: null })).toEqual({
      ok: false,
      reason: "email_invalido",
    });
    expect(await createGift(buyer, { voucherId: a!.id, email: "x@example.com", message: "a".repeat(301) })).toEqual({
      ok: false,
      reason: "mensaje_largo",
    });
    expect(await refundVoucher(buyer, b!.id)).toMatchObject({ ok: true });
    expect(await createGift(buyer, { voucherId: b!.id, email: "x@example.com", message: null })).toEqual({
      ok: false,
      reason: "reembolsado",
    });
    await db()
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, c!.id));
    expect(await createGift(buyer, { voucherId: c!.id, email: "x@example.com", message: null })).toEqual({
      ok: false,
      reason: "vencido",
    });

    const gift = await send(a!.id);
    await db()
      .update(gifts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gifts.id, gift.giftId));
    expect(await giftPreview(ANON, gift.token)).toMatchObject({ state: "vencido" });
    expect(await claimGift(reviewer0, gift.token)).toEqual({ ok: false, reason: "vencido" });
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(gifts)
        .where(eq(gifts.voucherId, c!.id)),
    ).toEqual([{ n: 0 }]);
  });

  it("RLS: nobody else gifts, refunds or cancels your voucher, or reads gifts they are not party to", async () => {
    const [v, w] = await buy(buyer, 2);
    expect(await createGift(reviewer0, { voucherId: v!.id, email: "x@example.com", message: null })).toEqual({
      ok: false,
      reason: "no_existe",
    });
    expect(await refundVoucher(reviewer0, v!.id)).toEqual({ ok: false, reason: "no_existe" });
    const gift = await send(v!.id);
    const readGifts = (who: Caller) =>
      runAs(who, (tx) =>
        tx.select({ id: gifts.id, message: gifts.message }).from(gifts).where(eq(gifts.voucherId, v!.id)),
      );
    expect(await readGifts(buyer)).toEqual([{ id: gift.giftId, message: "¡Disfrútalo!" }]);
    expect(await readGifts(reviewer0)).toEqual([]);
    expect(await readGifts(manager)).toEqual([]);
    expect(await failureOf(runAs(ANON, (tx) => tx.select({ id: gifts.id }).from(gifts)))).toMatch(/permission denied/);
    // The token's hash is nobody's to read, not even the giver's; writes go through the functions only.
    expect(await failureOf(runAs(buyer, (tx) => tx.select({ h: gifts.tokenHash }).from(gifts)))).toMatch(
      /permission denied/,
    );
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.update(gifts).set({ status: "reclamado" }).where(eq(gifts.id, gift.giftId))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(reviewer0, (tx) => tx.update(vouchers).set({ giftPending: false }).where(eq(vouchers.id, v!.id))),
      ),
    ).toMatch(/permission denied/);
    expect(await failureOf(runAs(ANON, (tx) => tx.execute(sql`select public.claim_gift('x')`)))).toMatch(
      /permission denied/,
    );
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true });
    expect(await readGifts(reviewer0)).toEqual([{ id: gift.giftId, message: "¡Disfrútalo!" }]);
    expect(await readGifts(reviewer1)).toEqual([]);
    // The recipient now holds it; the giver's other voucher is untouched.
    expect(await refundVoucher(reviewer1, v!.id)).toEqual({ ok: false, reason: "no_existe" });
    expect(await voucherRow(w!.id)).toMatchObject({ buyerUserId: buyer.userId, giftPending: false });
  });
});
