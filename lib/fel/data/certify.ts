import "server-only";
// One certification attempt of each document a paid order or a completed refund needs. Failures
// are kept on the document and thrown when worth retrying (the job queue backs off); the order
// and the refund are never touched, so a certifier that is down only delays the paperwork.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { Tx } from "@/lib/db";
import { invoiceKindFor } from "@/lib/domain/fel/document-kind";
import { toCents } from "@/lib/domain/money";
import { CertifierError, type FelCertifier } from "@/lib/fel/types";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { countCertification } from "@/lib/observability/metrics";
import type { DteInput, FelEmitter } from "@/lib/fel/xml/types";
import {
  claimDocument,
  ensureDocument,
  invoiceOf,
  recordCertified,
  recordFailure,
  type DocumentRow,
} from "./documents";
import { businessEmitter, orderInvoiceSources, receptorOf } from "./sources";
import { runAsSystem } from "@/lib/data/system";

export interface Attempt {
  certifier: FelCertifier;
  attempt: number;
  maxAttempts: number;
}

export const NO_EMITTER_DATA = "El comercio no ha completado sus datos de facturación (FEL)";

export async function certifyOne(
  doc: DocumentRow,
  emitter: FelEmitter | null,
  input: (e: FelEmitter) => DteInput,
  a: Attempt,
) {
  if (doc.status !== "pendiente") return;
  if (!emitter) {
    // Not an outage: nothing to retry until the business completes its data (that requeues it).
    await recordFailure(doc.id, NO_EMITTER_DATA, false);
    return;
  }
  if (!(await claimDocument(doc.id))) return;
  try {
    const xml = buildDteXml(input(emitter));
    const result = await a.certifier.certify({ documentId: doc.id, emitterNit: emitter.nit, xml });
    await recordCertified(doc.id, emitter.nit, result);
    countCertification("certified");
  } catch (error) {
    const retryable = !(error instanceof CertifierError) || error.retryable;
    const final = !retryable || a.attempt >= a.maxAttempts;
    await recordFailure(doc.id, (error as Error).message, final);
    if (final) countCertification("failed");
    if (!final) throw error;
  }
}

async function cancelledWithoutReissue(tx: Tx, sourceKey: string): Promise<boolean> {
  const rows = rowsOf<{ live: boolean }>(
    await tx.execute(sql`
      select bool_or(status <> 'anulado') as live from public.fel_documents where source_key = ${sourceKey}
      having count(*) > 0`),
  );
  return rows[0]?.live === false;
}

/** The invoices of a paid order, one per business in it (a cancelled one's re-issue included). */
export async function certifyOrderInvoices(orderId: string, a: Attempt): Promise<void> {
  const prepared = await runAsSystem(async (tx) => {
    const sources = await orderInvoiceSources(tx, orderId);
    return Promise.all(
      sources.map(async (source) => {
        const sourceKey = `venta:${orderId}:${source.businessId}`;
        // Cancelled without a re-issue: the business meant no invoice for it, so none is made again.
        if (await cancelledWithoutReissue(tx, sourceKey)) return null;
        const emitter = await businessEmitter(tx, source.businessId);
        const doc = await ensureDocument(tx, {
          sourceKey,
          kind: emitter ? invoiceKindFor(emitter.affiliation) : "FACT",
          purpose: "venta",
          orderId,
          businessId: source.businessId,
          receptorId: source.receptor.id.id,
          receptorName: source.receptor.name,
          totalCents: source.lines.reduce((s, l) => s + l.grossCents, 0),
        });
        return { source, emitter, doc };
      }),
    );
  });
  let failure: unknown;
  for (const { source, emitter, doc } of prepared.filter((p) => p !== null)) {
    const input = (e: FelEmitter): DteInput => ({
      kind: invoiceKindFor(e.affiliation),
      emitter: e,
      // The document's receptor: the order's, or the corrected one of a re-issue.
      receptor: receptorOf(doc.receptor_id, doc.receptor_name),
      // A re-issue is issued when it was asked for (SAT refuses emission dates long past); the
      // same on every attempt, so the same XML.
      issuedAt: doc.replaces_id ? new Date(doc.created_at) : source.paidAt,
      lines: source.lines.map((l) => ({
        description: l.description,
        quantity: 1,
        unitPriceCents: l.grossCents,
        discountCents: 0,
      })),
      adenda: { Pedido: orderId },
    });
    await certifyOne(doc, emitter, input, a).catch((error) => (failure = error));
  }
  if (failure) throw failure;
}

/** The credit note of a refund paid back or owed, pointing at the certified invoice it corrects. */
export async function certifyCreditNote(refundId: string, a: Attempt): Promise<void> {
  const prepared = await runAsSystem(async (tx) => {
    const [r] = rowsOf<{
      order_id: string;
      business_id: string | null;
      title: string;
      amount: string;
      credit_amount: string;
      nit: string;
      receptor_name: string | null;
      contact_name: string | null;
      decided_at: string;
    }>(
      await tx.execute(sql`
        select r.order_id, c.business_id, i.title, r.amount::text, r.credit_amount::text, o.nit, o.receptor_name, o.contact_name,
               coalesce(r.completed_at, r.created_at)::text as decided_at
        from public.refunds r
        join public.vouchers v on v.id = r.voucher_id
        join public.order_items i on i.id = v.order_item_id
        join public.coupons c on c.id = i.coupon_id
        join public.orders o on o.id = r.order_id
        -- Paid back or owed: either way the voucher is void and the sale reversed.
        where r.id = ${refundId}::uuid and r.status in ('completado', 'adeudado')`),
    );
    if (!r?.business_id) return null;
    const invoice = await invoiceOf(tx, r.order_id, r.business_id);
    const emitter = await businessEmitter(tx, r.business_id);
    const totalCents = toCents(r.amount) + toCents(r.credit_amount);
    const receptor = receptorOf(r.nit, r.receptor_name ?? r.contact_name);
    const doc = await ensureDocument(tx, {
      sourceKey: `nota:${refundId}`,
      kind: "NCRE",
      purpose: "nota",
      orderId: r.order_id,
      refundId,
      businessId: r.business_id,
      referencesId: invoice?.id,
      receptorId: receptor.id.id,
      receptorName: receptor.name,
      totalCents,
    });
    return { r, invoice, emitter, receptor, totalCents, doc };
  });
  if (!prepared) return;
  const { r, invoice, emitter, receptor, totalCents, doc } = prepared;
  // The note needs the invoice's UUID: until the invoice is certified, wait (retry later).
  if (emitter && invoice?.status !== "certificado") {
    if (a.attempt >= a.maxAttempts) await recordFailure(doc.id, "La factura original no está certificada", true);
    else throw new Error(`credit note ${refundId}: invoice not certified yet`);
    return;
  }
  await certifyOne(
    doc,
    emitter,
    (e) => ({
      kind: "NCRE",
      emitter: e,
      receptor,
      issuedAt: new Date(r.decided_at), // the same on every attempt, so the same XML
      lines: [{ description: r.title, quantity: 1, unitPriceCents: totalCents, discountCents: 0 }],
      reference: {
        uuid: invoice!.uuid!,
        issuedAt: new Date(invoice!.certified_at!),
        serie: invoice!.serie ?? undefined,
        numero: invoice!.numero ?? undefined,
        reason: "Reembolso de cupón",
      },
    }),
    a,
  );
}
