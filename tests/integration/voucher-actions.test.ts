// The refund and gift server actions below the UI: session (mocked), schema, database functions,
// the payment port's refund and the mails in the outbox, with the Spanish answers the page shows.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { gifts, jobs, refunds, vouchers } from "@/lib/db/schema";
import { DEMO_USERS } from "@/lib/db/seed/users";
import { readOutbox } from "@/lib/email/mailer";
import type { SimulatedGateway } from "@/lib/payments/adapters/simulated";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0 } from "./helpers/fixtures";
import { buy, couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "0";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const updateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag }));

const { refundVoucherAction } = await import("@/lib/actions/vouchers/refund-voucher");
const { giftVoucherAction } = await import("@/lib/actions/vouchers/gift-voucher");
const { cancelGiftAction } = await import("@/lib/actions/vouchers/cancel-gift");
const { claimGiftAction } = await import("@/lib/actions/vouchers/claim-gift");
const { getPaymentGateway } = await import("@/lib/payments");
const { drainJobs } = await import("@/lib/jobs/worker");
const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("voucher actions [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
  });
  const db = () => t.owner;
  async function bought(quantity = 1) {
    const couponId = await makeCoupon(db());
    const result = await buy(buyer, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    return { couponId, rows: await db().select().from(vouchers).where(eq(vouchers.couponId, couponId)) };
  }

  it("refunds through the action: stock back, payment port asked, receipt mailed, a second request refused in Spanish", async () => {
    const {
      couponId,
      rows: [v],
    } = await bought();
    const before = await couponRow(db(), couponId);
    const result = await refundVoucherAction({ voucherId: v!.id });
    expect(result).toEqual({
      ok: true,
      data: { message: expect.stringMatching(/^Reembolso solicitado: Q89\.59 volverán/) },
    });
    expect((await couponRow(db(), couponId)).remaining).toBe(before.remaining + 1);
    expect(updateTag).toHaveBeenCalledWith("coupons");
    // The payment port and the receipt are a job committed with the refund, run by the worker.
    const [queued] = await db().select().from(refunds).where(eq(refunds.voucherId, v!.id));
    expect(queued!.status).toBe("pendiente");
    expect(
      await db()
        .select({ name: jobs.name, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.key, `refund:${queued!.id}`)),
    ).toEqual([{ name: "complete_refund", state: "queued" }]);
    await drainJobs(worker);
    await drainJobs(worker); // nothing left: the gateway is asked and the receipt sent once
    const [row] = await db().select().from(refunds).where(eq(refunds.voucherId, v!.id));
    expect(row!.status).toBe("completado");
    const gateway = getPaymentGateway() as SimulatedGateway;
    expect(gateway.refunds.filter((r) => r.idempotencyKey === row!.id)).toEqual([
      expect.objectContaining({ amountCents: 8_959, reference: row!.paymentReference }),
    ]);
    // The order's contact address (helpers/orders.ts) gets the receipt.
    const mails = (await readOutbox("ana@example.com")).filter(
      (m) => m.text.includes(v!.code.slice(0, 4)) && m.subject.startsWith("Comprobante de reembolso"),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.text).toContain("Q89.59");
    expect(mail?.html).toContain("<!doctype html>");

    expect(await refundVoucherAction({ voucherId: v!.id })).toEqual({
      ok: false,
      error: "Este cupón ya fue reembolsado.",
    });
    session.caller = reviewer0;
    expect(await refundVoucherAction({ voucherId: v!.id })).toEqual({
      ok: false,
      error: "No encontramos ese cupón en tu cuenta.",
    });
    session.caller = { role: "anon", userId: null };
    expect(await refundVoucherAction({ voucherId: v!.id })).toMatchObject({ ok: false, code: "sign_in_required" });
  });

  it("gifts through the actions: own address refused, link mailed, cancel and claim answer in Spanish", async () => {
    const {
      rows: [v],
    } = await bought();
    expect(
      await giftVoucherAction({ voucherId: v!.id, email: DEMO_USERS.buyer.email.toUpperCase(), message: "" }),
    ).toMatchObject({
      ok: false,
      error: "No puedes regalarte un cupón a ti mismo.",
      fieldErrors: { email: "No puedes regalarte un cupón a ti mismo." },
    });
    expect(
      await giftVoucherAction({ voucherId: v!.id, email: "x@example.com", message: "a".repeat(301) }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { message: "El mensaje puede tener hasta 300 caracteres." },
    });
    const to = `amigo-${Date.now()}@example.com`;
    expect(await giftVoucherAction({ voucherId: v!.id, email: to, message: "Para ti" })).toEqual({
      ok: true,
      data: { message: `Regalo enviado a ${to}.`, whatsappUrl: null },
    });
    const [mail] = await readOutbox(to);
    const token = /\/regalo\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain("«Para ti»");

    const [gift] = await db().select({ id: gifts.id }).from(gifts).where(eq(gifts.voucherId, v!.id));
    expect(await cancelGiftAction({ giftId: gift!.id })).toEqual({
      ok: true,
      data: { message: "Regalo cancelado: el cupón vuelve a ser tuyo." },
    });
    session.caller = reviewer0;
    expect(await claimGiftAction({ token })).toEqual({ ok: false, error: "Quien lo envió canceló este regalo." });
    expect(await claimGiftAction({ token: "nope" })).toMatchObject({
      ok: false,
      error: "Este enlace de regalo no es válido.",
    });
  });
});
