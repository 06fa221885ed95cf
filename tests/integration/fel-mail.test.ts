// The buyer's FEL documents by e-mail, on every engine: an invoice certified before the receipt
// leaves rides on it (XML and PDF attached, its own mail skipped); one certified after comes in its
// own 'Tu factura' mail, exactly once however often the job runs; a refund's credit note comes the
// same way. The XML attached is the certified document (its UUID) and parses back; a CUI is
// labelled 'CUI' on the receipt and on the PDF.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certifyCreditNote, certifyOrderInvoices } from "@/lib/fel/data/certify";
import { orderNumber } from "@/lib/data/orders/history";
import { completeRefund, refundVoucher } from "@/lib/data/orders/refunds";
import { rowsOf } from "@/lib/db/client";
import { felDocuments, vouchers } from "@/lib/db/schema";
import { readOutbox, type StoredEmail } from "@/lib/email/mailer";
import { createLocalCertifier } from "@/lib/fel/local";
import { readDte } from "@/lib/fel/xml/read";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { sendFelDocumentJob } from "@/lib/fel/jobs/mail";
import { sendReceipt } from "@/lib/jobs/handlers/receipt";
import { createSimulatedGateway } from "@/lib/payments/adapters/simulated";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId } from "./helpers/fixtures";
import { buy, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const attempt = { certifier: createLocalCertifier(), attempt: 1, maxAttempts: 8 };
const ctx = { jobId: 1, attempt: 1 };

/** The mails about one order (the outbox folder is shared by every test file). */
const mailsOf = async (orderId: string) =>
  (await readOutbox(contact.email)).filter((m) => m.subject.includes(orderNumber(orderId)));
const named = (mail: StoredEmail | undefined, ext: string) =>
  (mail?.attachments ?? [])
    .filter((a) => a.filename.startsWith("FACT-") || a.filename.startsWith("NCRE-"))
    .find((a) => a.filename.endsWith(ext));
const text = (a: { contentBase64: string } | undefined) =>
  Buffer.from(a?.contentBase64 ?? "", "base64").toString("utf8");

describe.each(testEngines())("FEL documents by e-mail [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await setUpFelEmitter(t.owner);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const docOf = async (orderId: string, purpose = "venta") =>
    (await db().select().from(felDocuments).where(eq(felDocuments.orderId, orderId))).find(
      (d) => d.purpose === purpose,
    )!;

  async function paidOrder() {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "45.00" });
    const result = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    return result.orderId;
  }

  it("an invoice certified after the receipt comes in one mail of its own, with its XML and PDF", async () => {
    const orderId = await paidOrder();
    await sendReceipt({ orderId }, ctx);
    await certifyOrderInvoices(orderId, attempt);
    const invoice = await docOf(orderId);
    const jobs = rowsOf<{ name: string }>(
      await db().execute(sql`select name from app_private.jobs where key = ${`fel-mail:${invoice.id}`}`),
    );
    expect(jobs.map((j) => j.name)).toEqual(["send_fel_document"]);
    await sendFelDocumentJob({ documentId: invoice.id }, ctx);
    await sendFelDocumentJob({ documentId: invoice.id }, ctx); // a retried job
    const mails = await mailsOf(orderId);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((m) => m.subject.startsWith("Tu recibo"));
    expect(named(receipt, ".xml")).toBeUndefined();
    const own = mails.filter((m) => m.subject === `Tu factura electrónica del pedido ${orderNumber(orderId)}`);
    expect(own).toHaveLength(1);
    const xml = named(own[0], ".xml");
    expect(xml?.filename).toBe(`FACT-${invoice.serie}-${invoice.numero}.xml`);
    expect(readDte(text(xml)).certification?.uuid).toBe(invoice.uuid);
    expect(text(named(own[0], ".pdf")).startsWith("%PDF-")).toBe(true);
    expect(own[0]!.text).toContain(`serie ${invoice.serie}, número ${invoice.numero}`);
  });

  it("an invoice certified before the receipt rides on it, and its own mail is skipped", async () => {
    const orderId = await paidOrder();
    await certifyOrderInvoices(orderId, attempt);
    const invoice = await docOf(orderId);
    await sendReceipt({ orderId }, ctx);
    await sendFelDocumentJob({ documentId: invoice.id }, ctx);
    const mails = await mailsOf(orderId);
    expect(mails.map((m) => m.subject)).toEqual([`Tu recibo de CuponGT: pedido ${orderNumber(orderId)}`]);
    expect(readDte(text(named(mails[0], ".xml"))).certification?.uuid).toBe(invoice.uuid);
    expect(named(mails[0], ".pdf")?.contentType).toBe("application/pdf");
    expect(mails[0]!.text).toContain(`${invoice.serie}-${invoice.numero}`);
  });

  it("a refund's credit note comes once, in its own mail, pointing at the invoice", async () => {
    const orderId = await paidOrder();
    await certifyOrderInvoices(orderId, attempt);
    const invoice = await docOf(orderId);
    const [v] = await db()
      .select()
      .from(vouchers)
      .where(
        eq(vouchers.orderItemId, sql`(select id from public.order_items where order_id = ${orderId}::uuid limit 1)`),
      );
    const refund = await refundVoucher(buyer, v!.id);
    if (!refund.ok) throw new Error("refund refused");
    await completeRefund(refund, (r) => createSimulatedGateway({ delayMs: 0 }).refund(r));
    await certifyCreditNote(refund.refundId, attempt);
    const note = await docOf(orderId, "nota");
    await sendFelDocumentJob({ documentId: note.id }, ctx);
    await sendFelDocumentJob({ documentId: note.id }, { ...ctx, attempt: 2 });
    const own = (await mailsOf(orderId)).filter((m) => m.subject.startsWith("Tu nota de crédito"));
    expect(own).toHaveLength(1);
    const dte = readDte(text(named(own[0], ".xml")));
    expect(dte).toMatchObject({ kind: "NCRE", reference: invoice.uuid, certification: { uuid: note.uuid } });
  });

  it("a CUI buyer's receipt and invoice PDF label the id 'CUI', not 'NIT'", async () => {
    const orderId = await paidOrder();
    await db().execute(
      sql`update public.orders set nit = '1234567890101', receptor_name = 'LOPEZ GARCIA, ANA MARIA' where id = ${orderId}::uuid`,
    );
    await certifyOrderInvoices(orderId, attempt);
    await sendReceipt({ orderId }, ctx);
    const [receipt] = await mailsOf(orderId);
    expect(receipt!.text).toContain("CUI: 1234 56789 0101");
    expect(receipt!.text).not.toMatch(/NIT: 1234/);
    const pdf = named(receipt, ".pdf")!;
    const runs = pdfTextRuns(Buffer.from(pdf.contentBase64, "base64"));
    expect(runs).toContain("Receptor: LOPEZ GARCIA, ANA MARIA · CUI 1234567890101");
  });
});
