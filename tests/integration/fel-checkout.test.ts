// Who the factura is for, at checkout and after (issue 34), on every engine: 'CF' at or above the
// SAT's limit is refused by the action before anything is reserved or charged; a NIT's looked-up
// name and a CUI reach the order and the invoice's XML (TipoEspecial="CUI"); the database refuses a
// CUI with a wrong check digit; a refund owed to the buyer ('adeudado') gets its credit note too.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { certifyCreditNote, certifyOrderInvoices } from "@/lib/fel/data/certify";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { rowsOf } from "@/lib/db/client";
import { felDocuments, orders, vouchers } from "@/lib/db/schema";
import { createLocalCertifier } from "@/lib/fel/local";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId } from "./helpers/fixtures";
import { makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "5";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag: vi.fn() }));

const { placeOrderAction } = await import("@/lib/actions/orders/place-order");
const { lookupNitAction } = await import("@/lib/actions/orders/lookup-nit");
const { getPaymentGateway } = await import("@/lib/payments");

const attempt = { certifier: createLocalCertifier(), attempt: 1, maxAttempts: 8 };
const VALID_CUI = "1234567890101";
/** Q2,300 + 12 % IVA = Q2,576: above the Q2,500 'CF' limit. */
const ABOVE_LIMIT = { price: "2300.00", totalCents: 257_600 };
const form = (couponId: string, nit: string, expectedTotalCents: number) => ({
  idempotencyKey: randomUUID(),
  items: [{ couponId, quantity: 1 }],
  expectedTotalCents,
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a avenida 10-20",
  city: "Guatemala",
  cardNumber: "4242 4242 4242 1881",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
  nit,
});

describe.each(testEngines())("FEL at checkout [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await setUpFelEmitter(t.owner);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
  });
  const db = () => t.owner;
  const orderByKey = async (key: string) => (await db().select().from(orders).where(eq(orders.idempotencyKey, key)))[0];

  it("refuses 'CF' at or above the limit before reserving or charging, with the SAT's reason", async () => {
    const couponId = await makeCoupon(db(), {
      businessId: demoBusinessId,
      discountPrice: ABOVE_LIMIT.price,
      originalPrice: "3000.00",
    });
    const charge = vi.spyOn(getPaymentGateway(), "charge");
    for (const nit of ["", "CF", "cf"]) {
      const input = form(couponId, nit, ABOVE_LIMIT.totalCents);
      const answer = await placeOrderAction(input);
      expect(answer).toMatchObject({ ok: false, error: expect.stringMatching(/Q2,500\.00 o más.*NIT o tu CUI/) });
      expect(await orderByKey(input.idempotencyKey)).toBeUndefined();
    }
    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
  });

  it("a NIT above the limit pays; the order keeps the NIT and its looked-up name, the invoice names them", async () => {
    const couponId = await makeCoupon(db(), {
      businessId: demoBusinessId,
      discountPrice: ABOVE_LIMIT.price,
      originalPrice: "3000.00",
    });
    const input = form(couponId, "1234567-9", ABOVE_LIMIT.totalCents);
    const answer = await placeOrderAction(input);
    expect(answer.ok).toBe(true);
    const order = await orderByKey(input.idempotencyKey);
    // The local certifier's lookup answers the name typed (Infile's answers the registered one).
    expect(order).toMatchObject({ status: "paid", nit: "12345679", receptorName: "Ana López" });
    await certifyOrderInvoices(order!.id, attempt);
    const [invoice] = await db().select().from(felDocuments).where(eq(felDocuments.orderId, order!.id));
    expect(invoice).toMatchObject({ status: "certificado", receptorId: "12345679", receptorName: "Ana López" });
    expect(invoice!.xml).toContain('IDReceptor="12345679"');
    expect(invoice!.xml).not.toContain("TipoEspecial");
  });

  it("looks a NIT's or a CUI's name up for the dialog (the local certifier answers the name typed)", async () => {
    expect(await lookupNitAction({ nit: "1234567-9", name: "Ana López" })).toEqual({
      ok: true,
      data: { name: "Ana López" },
    });
    expect(await lookupNitAction({ nit: "1234567-8", name: "Ana" })).toMatchObject({ ok: false });
    expect(await lookupNitAction({ nit: "1234 56789 0101", name: "Ana" })).toEqual({ ok: true, data: { name: "Ana" } });
    expect(await lookupNitAction({ nit: VALID_CUI, name: "" })).toEqual({ ok: true, data: { name: null } });
    expect(await lookupNitAction({ nit: "1234567800101", name: "Ana" })).toMatchObject({ ok: false });
    expect(await lookupNitAction({ nit: "CF", name: "Ana" })).toMatchObject({ ok: false });
    session.caller = { role: "anon", userId: null };
    expect(await lookupNitAction({ nit: "1234567-9", name: "Ana" })).toMatchObject({
      ok: false,
      code: "sign_in_required",
    });
  });

  it("a CUI is taken in the DPI's grouping, stored as digits and certified with TipoEspecial='CUI'", async () => {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "10.00" });
    const input = form(couponId, "1234 56789 0101", 1_120);
    expect((await placeOrderAction(input)).ok).toBe(true);
    const order = await orderByKey(input.idempotencyKey);
    expect(order).toMatchObject({ nit: VALID_CUI, receptorName: "Ana López" });
    await certifyOrderInvoices(order!.id, attempt);
    const [invoice] = await db().select().from(felDocuments).where(eq(felDocuments.orderId, order!.id));
    expect(invoice!.xml).toMatch(new RegExp(`IDReceptor="${VALID_CUI}"[^>]*TipoEspecial="CUI"`));
  });

  it("a wrong CUI is refused with the field's message, and the database refuses one written around the action", async () => {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "10.00" });
    const answer = await placeOrderAction(form(couponId, "1234567800101", 1_120));
    expect(answer).toMatchObject({ ok: false, error: expect.stringMatching(/NIT o CUI no es válido/) });
    const check = (id: string) =>
      db()
        .execute(sql`select public.is_valid_receptor_id(${id}) as ok`)
        .then((r) => rowsOf<{ ok: boolean }>(r)[0]!.ok);
    expect(await check(VALID_CUI)).toBe(true);
    expect(await check("12345679")).toBe(true);
    expect(await check("CF")).toBe(true);
    expect(await check("1234567800101")).toBe(false); // check digit
    expect(await check("1234567892301")).toBe(false); // department 23
    expect(await check("1234567890118")).toBe(false); // Guatemala has 17 municipalities
    const order = await orderByKey((await db().select().from(orders).limit(1))[0]!.idempotencyKey!);
    await expect(
      db().execute(sql`update public.orders set nit = '1234567800101' where id = ${order!.id}::uuid`),
    ).rejects.toThrow();
  });

  it("a refund owed to the buyer ('adeudado') gets one credit note referencing the invoice", async () => {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "20.00" });
    const input = form(couponId, "1234567-9", 2_240);
    expect((await placeOrderAction(input)).ok).toBe(true);
    const order = await orderByKey(input.idempotencyKey);
    await certifyOrderInvoices(order!.id, attempt);
    const [v] = await db()
      .select()
      .from(vouchers)
      .where(
        eq(vouchers.orderItemId, sql`(select id from public.order_items where order_id = ${order!.id}::uuid limit 1)`),
      );
    const refund = await refundVoucher(buyer, v!.id);
    if (!refund.ok) throw new Error("refund refused");
    await db().execute(sql`select public.owe_refund(${refund.refundId}::uuid)`);
    const queued = rowsOf<{ name: string }>(
      await db().execute(sql`select name from app_private.jobs where key = ${`fel-refund:${refund.refundId}`}`),
    );
    expect(queued.map((j) => j.name)).toEqual(["certify_credit_note"]);
    await Promise.all([certifyCreditNote(refund.refundId, attempt), certifyCreditNote(refund.refundId, attempt)]);
    const docs = await db().select().from(felDocuments).where(eq(felDocuments.orderId, order!.id));
    const invoice = docs.find((d) => d.purpose === "venta")!;
    const notes = docs.filter((d) => d.purpose === "nota");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "NCRE", status: "certificado", referencesId: invoice.id });
    expect(notes[0]!.xml).toContain(`NumeroAutorizacionDocumentoOrigen="${invoice.uuid}"`);
  });
});
