// Cancelling FEL documents (anulación) on every engine: the owner's request with a corrected
// receptor, two jobs at once cancelling once at the certifier, the invoice re-issued exactly once
// for the corrected NIT; the refused cases (not certified, already cancelled or in process, an
// invoice a credit note points at, no reason); who may ask (the owner and the operator, not a
// buyer, a manager or another business); a cancellation that gives up shows on the operator's page
// and its retry queues it again.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { cancelFelDocument } from "@/lib/fel/data/cancel";
import { requestFelCancellation } from "@/lib/fel/data/cancel-request";
import { certifyCreditNote, certifyOrderInvoices } from "@/lib/fel/data/certify";
import { listFailedFelDocuments, retryFelDocument } from "@/lib/fel/data/admin";
import { completeRefund, refundVoucher } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import { orderNumber } from "@/lib/data/orders/history";
import { readOutbox } from "@/lib/email/mailer";
import { sendFelCancellationJob } from "@/lib/fel/jobs/cancel";
import { sendFelDocumentJob } from "@/lib/fel/jobs/mail";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { felDocuments, vouchers } from "@/lib/db/schema";
import { createLocalCertifier } from "@/lib/fel/local";
import { CertifierError, type FelCertifier } from "@/lib/fel/types";
import { createSimulatedGateway } from "@/lib/payments/adapters/simulated";
import { testEngines } from "./helpers/engines";
import { setUpFelEmitter } from "./helpers/fel";
import { buyer, demoBusinessId, manager, reviewer0, seller, userId } from "./helpers/fixtures";
import { buy, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const { cancelFelDocumentAction } = await import("@/lib/actions/sellers/cancel-fel-document");

const local = createLocalCertifier();
const attempt = (n: number, certifier: FelCertifier = local) => ({ certifier, attempt: n, maxAttempts: 8 });
const CORRECTED_NIT = "76543218";

describe.each(testEngines())("FEL cancellation [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    await setUpFelEmitter(t.owner);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const docsOf = (orderId: string) =>
    db().select().from(felDocuments).where(eq(felDocuments.orderId, orderId)).orderBy(felDocuments.createdAt);
  const jobsLike = async (pattern: string) =>
    rowsOf<{ name: string; payload: Record<string, string> }>(
      await db().execute(sql`select name, payload from app_private.jobs where key like ${pattern} order by id`),
    );

  async function certifiedInvoice(quantity = 2) {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "40.00" });
    const result = await buy(buyer, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    await certifyOrderInvoices(result.orderId, attempt(1));
    const [invoice] = await docsOf(result.orderId);
    return { orderId: result.orderId, invoice: invoice! };
  }

  it("the owner cancels with a corrected NIT: one cancellation under two jobs, one re-issued invoice", async () => {
    const { orderId, invoice } = await certifiedInvoice();
    session.caller = seller;
    const result = await cancelFelDocumentAction({
      documentId: invoice.id,
      reason: "  NIT   del comprador equivocado ",
      receptorId: "7654321-8",
      receptorName: "Comprador Corregido, S.A.",
    });
    expect(result).toEqual({ ok: true, data: { reissued: true } });
    const [requested] = await docsOf(orderId);
    expect(requested).toMatchObject({
      status: "certificado",
      cancelState: "pendiente",
      cancelReason: "NIT del comprador equivocado",
      reissueReceptorId: CORRECTED_NIT,
      reissueReceptorName: "Comprador Corregido, S.A.",
    });
    expect(await jobsLike(`fel-cancel:${invoice.id}:%`)).toEqual([
      { name: "cancel_fel_document", payload: { documentId: invoice.id } },
    ]);

    let calls = 0;
    const counting: FelCertifier = { ...local, cancel: (r) => (calls++, local.cancel(r)) };
    await Promise.all([
      cancelFelDocument(invoice.id, attempt(1, counting)),
      cancelFelDocument(invoice.id, attempt(1, counting)),
    ]);
    await cancelFelDocument(invoice.id, attempt(2, counting));
    expect(calls).toBe(1);
    const [cancelled, reissue] = await docsOf(orderId);
    expect(cancelled).toMatchObject({ id: invoice.id, status: "anulado", cancelState: null, uuid: invoice.uuid });
    expect(cancelled!.cancelXml).toContain(`NumeroDocumentoAAnular="${invoice.uuid}"`);
    expect(cancelled!.cancelXml).toContain('MotivoAnulacion="NIT del comprador equivocado"');
    expect(cancelled!.cancelledAt).toBeInstanceOf(Date);
    expect(reissue).toMatchObject({
      status: "pendiente",
      replacesId: invoice.id,
      receptorId: CORRECTED_NIT,
      sourceKey: invoice.sourceKey,
      total: invoice.total,
    });
    expect(await jobsLike(`fel-cancel-mail:${invoice.id}`)).toHaveLength(1);
    expect(await jobsLike(`fel-reissue:${invoice.id}`)).toEqual([{ name: "certify_invoice", payload: { orderId } }]);

    await Promise.all([certifyOrderInvoices(orderId, attempt(1)), certifyOrderInvoices(orderId, attempt(1))]);
    const docs = await docsOf(orderId);
    expect(docs).toHaveLength(2);
    const fresh = docs.find((d) => d.id !== invoice.id)!;
    expect(fresh).toMatchObject({ status: "certificado", receptorId: CORRECTED_NIT, attempts: 1 });
    expect(fresh.uuid).not.toBe(invoice.uuid);
    expect(fresh.xml).toContain(`IDReceptor="${CORRECTED_NIT}"`);
    expect(fresh.xml).toContain('NombreReceptor="Comprador Corregido, S.A."');
    const audit = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from public.admin_audit_log where action = 'cancel_fel_document' and target_id = ${invoice.id}`,
      ),
    );
    expect(audit[0]!.n).toBe(1);

    // The buyer hears of it once, however often the job runs; the new invoice comes in its own mail.
    await sendFelCancellationJob({ documentId: invoice.id }, { jobId: 1, attempt: 1 });
    await sendFelCancellationJob({ documentId: invoice.id }, { jobId: 2, attempt: 1 });
    await sendFelDocumentJob({ documentId: fresh.id }, { jobId: 3, attempt: 1 });
    const mails = (await readOutbox(contact.email)).filter((m) => m.subject.includes(orderNumber(orderId)));
    const notices = mails.filter((m) => m.subject.startsWith("Se anuló la factura"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain(`${invoice.serie}-${invoice.numero}`);
    expect(notices[0]!.text).toContain("Motivo: NIT del comprador equivocado");
    expect(notices[0]!.text).toContain("se emitirá una factura nueva");
    const invoices = mails.filter((m) => m.subject.startsWith("Tu factura electrónica"));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.attachments!.map((a) => a.filename)).toContain(`FACT-${fresh.serie}-${fresh.numero}.xml`);
  });

  it("two requests at once ask once; a cancelled invoice is not made again by a later job", async () => {
    const { orderId, invoice } = await certifiedInvoice(1);
    const ask = () => requestFelCancellation(seller, { documentId: invoice.id, reason: "Venta duplicada" });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((a) => (a.ok ? "requested" : a.code)).sort()).toEqual(["already_pending", "requested"]);
    await cancelFelDocument(invoice.id, attempt(1));
    expect(await ask()).toEqual({ ok: false, code: "already_cancelled" });
    // No corrected receptor: the order keeps no live invoice, even when its job runs again.
    await certifyOrderInvoices(orderId, attempt(1));
    expect((await docsOf(orderId)).map((d) => d.status)).toEqual(["anulado"]);
  });

  it("refuses a document not certified, an invoice with a credit note, and a missing reason", async () => {
    const couponId = await makeCoupon(db(), { businessId: demoBusinessId, discountPrice: "12.00" });
    const bought = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!bought.ok) throw new Error("purchase refused");
    const down: FelCertifier = { ...local, certify: () => Promise.reject(new CertifierError("rechazado", false)) };
    await certifyOrderInvoices(bought.orderId, attempt(1, down));
    const [failed] = await docsOf(bought.orderId);
    expect(await requestFelCancellation(seller, { documentId: failed!.id, reason: "x" })).toEqual({
      ok: false,
      code: "not_certified",
    });

    const { orderId, invoice } = await certifiedInvoice(1);
    const [v] = await db()
      .select()
      .from(vouchers)
      .where(
        eq(vouchers.orderItemId, sql`(select id from public.order_items where order_id = ${orderId}::uuid limit 1)`),
      );
    const refund = await refundVoucher(buyer, v!.id);
    if (!refund.ok) throw new Error("refund refused");
    await completeRefund(refund, (r) => createSimulatedGateway({ delayMs: 0 }).refund(r));
    await certifyCreditNote(refund.refundId, attempt(1));
    session.caller = seller;
    expect(await cancelFelDocumentAction({ documentId: invoice.id, reason: "Error" })).toEqual({
      ok: false,
      error: "Esta factura tiene una nota de crédito que la referencia: anula primero la nota de crédito.",
    });
    const [note] = await db()
      .select()
      .from(felDocuments)
      .where(and(eq(felDocuments.orderId, orderId), eq(felDocuments.purpose, "nota")));
    // A credit note cannot be re-issued, and the reason is required.
    expect(await cancelFelDocumentAction({ documentId: note!.id, reason: "Error", receptorId: "CF" })).toMatchObject({
      ok: false,
      error: "Solo una factura se puede volver a emitir con datos corregidos.",
    });
    expect(await cancelFelDocumentAction({ documentId: note!.id, reason: "   " })).toMatchObject({ ok: false });
    expect(await cancelFelDocumentAction({ documentId: note!.id, reason: "Nota emitida por error" })).toEqual({
      ok: true,
      data: { reissued: false },
    });
    await cancelFelDocument(note!.id, attempt(1));
    // With the note cancelled, the invoice may be.
    expect(await requestFelCancellation(seller, { documentId: invoice.id, reason: "Error" })).toEqual({ ok: true });
  });

  it("a buyer, a manager and another business's member cannot cancel; nothing changes", async () => {
    const { orderId, invoice } = await certifiedInvoice(1);
    for (const caller of [buyer, manager, reviewer0])
      expect(await requestFelCancellation(caller, { documentId: invoice.id, reason: "No" })).toEqual({
        ok: false,
        code: "forbidden",
      });
    session.caller = buyer;
    expect(await cancelFelDocumentAction({ documentId: invoice.id, reason: "No" })).toMatchObject({ ok: false });
    // A manager reads the document but may not cancel it, nor have a corrected NIT looked up.
    session.caller = manager;
    expect(
      await cancelFelDocumentAction({
        documentId: invoice.id,
        reason: "No",
        receptorId: "7654321-8",
        receptorName: "X",
      }),
    ).toEqual({
      ok: false,
      error: "Solo el propietario del negocio o el equipo de CuponGT pueden anular sus documentos.",
    });
    // Nor by writing the row: not even the owner writes documents directly.
    for (const caller of [buyer, seller])
      await expect(
        runAs(caller, (tx) =>
          tx.update(felDocuments).set({ cancelState: "pendiente" }).where(eq(felDocuments.id, invoice.id)),
        ),
      ).rejects.toThrow();
    const [after] = await docsOf(orderId);
    expect(after).toMatchObject({ status: "certificado", cancelState: null, cancelReason: null });
    expect(await jobsLike(`fel-cancel:${invoice.id}:%`)).toEqual([]);
  });

  it("the operator cancels any business's document; a cancellation that gives up shows and is retried", async () => {
    const { orderId, invoice } = await certifiedInvoice(1);
    expect(await requestFelCancellation(admin, { documentId: invoice.id, reason: "Solicitud de SAT" })).toEqual({
      ok: true,
    });
    const down: FelCertifier = { ...local, cancel: () => Promise.reject(new CertifierError("Infile 503", true)) };
    await expect(cancelFelDocument(invoice.id, attempt(1, down))).rejects.toThrow("503");
    expect((await docsOf(orderId))[0]).toMatchObject({ status: "certificado", cancelState: "pendiente" });
    await cancelFelDocument(invoice.id, attempt(8, down));
    expect((await docsOf(orderId))[0]).toMatchObject({ cancelState: "fallido", error: "Infile 503" });
    const listed = (await listFailedFelDocuments(admin)).find((d) => d.id === invoice.id);
    expect(listed).toMatchObject({ failure: "anulacion" });
    expect(await retryFelDocument(admin, invoice.id)).toEqual({ ok: true });
    expect((await jobsLike(`fel-retry:${invoice.id}:%`)).map((j) => j.name)).toEqual(["cancel_fel_document"]);
    await cancelFelDocument(invoice.id, attempt(1));
    expect((await docsOf(orderId))[0]).toMatchObject({ status: "anulado", cancelState: null });
  });
});
