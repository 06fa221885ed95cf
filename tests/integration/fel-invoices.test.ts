// FEL invoices on every engine: a paid order queues its certification (trigger), gets exactly one
// invoice even when two jobs run at once, a completed refund gets one credit note pointing at the
// invoice's UUID, a failing certifier retries and then gives up without touching the order, and
// only the buyer and the business's members can read the documents.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certifyCreditNote, certifyOrderInvoices, NO_EMITTER_DATA } from "@/lib/fel/data/certify";
import { completeRefund, refundVoucher } from "@/lib/data/orders/refunds";
import { saveFelProfile } from "@/lib/fel/data/profiles";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { businessFelProfiles, felDocuments, orders, vouchers } from "@/lib/db/schema";
import { createLocalCertifier } from "@/lib/fel/local";
import { CertifierError, type FelCertifier } from "@/lib/fel/types";
import { createSimulatedGateway } from "@/lib/payments/adapters/simulated";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId, manager, otherBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const local = createLocalCertifier();
const attempt = (n: number, certifier: FelCertifier = local) => ({ certifier, attempt: n, maxAttempts: 8 });

describe.each(testEngines())("FEL invoices [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await setUpFelEmitter(t.owner);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const docsOf = (orderId: string) => db().select().from(felDocuments).where(eq(felDocuments.orderId, orderId));

  async function paidOrder(businessId = demoBusinessId, quantity = 2) {
    const couponId = await makeCoupon(db(), { businessId, discountPrice: "33.33" });
    const result = await buy(buyer, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    return result.orderId;
  }

  it("a paid order queues one job and gets exactly one invoice under two concurrent jobs", async () => {
    const orderId = await paidOrder();
    const jobs = rowsOf<{ name: string }>(
      await db().execute(sql`select name from app_private.jobs where key = ${`fel-order:${orderId}`}`),
    );
    expect(jobs.map((j) => j.name)).toEqual(["certify_invoice"]);
    await Promise.all([certifyOrderInvoices(orderId, attempt(1)), certifyOrderInvoices(orderId, attempt(1))]);
    const docs = await docsOf(orderId);
    expect(docs).toHaveLength(1);
    const [invoice] = docs;
    expect(invoice).toMatchObject({ status: "certificado", kind: "FACT", purpose: "venta", test: true, attempts: 1 });
    expect(invoice!.serie).toBe(invoice!.uuid!.slice(0, 8));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(invoice!.total).toBe(order!.total);
    expect(invoice!.xml).toContain(`<dte:GranTotal>${Number(order!.total).toFixed(2)}</dte:GranTotal>`);
  });

  it("a completed refund gets one credit note referencing the invoice's UUID", async () => {
    const orderId = await paidOrder();
    await certifyOrderInvoices(orderId, attempt(1));
    const [v] = await db()
      .select()
      .from(vouchers)
      .where(
        eq(vouchers.orderItemId, sql`(select id from public.order_items where order_id = ${orderId}::uuid limit 1)`),
      );
    const refund = await refundVoucher(buyer, v!.id);
    if (!refund.ok) throw new Error("refund refused");
    await completeRefund(refund, (r) => createSimulatedGateway({ delayMs: 0 }).refund(r));
    const queued = rowsOf<{ name: string }>(
      await db().execute(sql`select name from app_private.jobs where key = ${`fel-refund:${refund.refundId}`}`),
    );
    expect(queued).toHaveLength(1);
    await Promise.all([certifyCreditNote(refund.refundId, attempt(1)), certifyCreditNote(refund.refundId, attempt(1))]);
    const docs = await docsOf(orderId);
    const invoice = docs.find((d) => d.purpose === "venta")!;
    const notes = docs.filter((d) => d.purpose === "nota");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "NCRE", status: "certificado", referencesId: invoice.id });
    expect(notes[0]!.xml).toContain(`NumeroAutorizacionDocumentoOrigen="${invoice.uuid}"`);
  });

  it("a failing certifier retries, then the document is 'fallido' and the order is untouched", async () => {
    const orderId = await paidOrder();
    const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
    const down: FelCertifier = {
      ...local,
      certify: async () => Promise.reject(new CertifierError("Infile respondió 503", true)),
    };
    await expect(certifyOrderInvoices(orderId, attempt(1, down))).rejects.toThrow("503");
    expect((await docsOf(orderId))[0]).toMatchObject({
      status: "pendiente",
      attempts: 1,
      error: "Infile respondió 503",
    });
    await certifyOrderInvoices(orderId, attempt(8, down));
    expect((await docsOf(orderId))[0]).toMatchObject({ status: "fallido", attempts: 2 });
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after).toEqual(before);
  });

  it("a business without emitter data leaves the sale 'pendiente' with the reason", async () => {
    const orderId = await paidOrder(otherBusinessId, 1);
    await certifyOrderInvoices(orderId, attempt(1));
    expect((await docsOf(orderId))[0]).toMatchObject({ status: "pendiente", error: NO_EMITTER_DATA, attempts: 0 });
  });

  it("the buyer and the business's members read the documents; others see none", async () => {
    const count = (rows: unknown[]) => rows.length;
    const mine = await runAs(buyer, (tx) => tx.select().from(felDocuments));
    expect(count(mine)).toBeGreaterThanOrEqual(4);
    expect(count(await runAs(reviewer0, (tx) => tx.select().from(felDocuments)))).toBe(0);
    const members = await runAs(seller, (tx) =>
      tx.select().from(felDocuments).where(eq(felDocuments.businessId, demoBusinessId)),
    );
    expect(count(members)).toBeGreaterThanOrEqual(3);
    await expect(
      runAs(buyer, (tx) =>
        tx.update(felDocuments).set({ status: "anulado" }).where(eq(felDocuments.businessId, demoBusinessId)),
      ),
    ).rejects.toThrow();
    const profile = await runAs(reviewer0, (tx) => tx.select().from(businessFelProfiles));
    expect(profile).toHaveLength(0);
  });

  it("only the owner saves the emitter data; a manager cannot", async () => {
    const [row] = await db()
      .select()
      .from(businessFelProfiles)
      .where(eq(businessFelProfiles.businessId, demoBusinessId));
    const { updatedAt: _u, ...fields } = row!;
    const input = { ...fields, ivaAffiliation: "PEQ" as const };
    expect(await saveFelProfile(manager, input)).toBe(false);
    expect(await saveFelProfile(seller, input)).toBe(true);
    const [after] = await db()
      .select()
      .from(businessFelProfiles)
      .where(eq(businessFelProfiles.businessId, demoBusinessId));
    expect(after!.ivaAffiliation).toBe("PEQ");
  });
});
