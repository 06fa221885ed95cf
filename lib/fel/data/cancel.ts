import "server-only";
// One attempt at cancelling (anulación) a document at the certifier, on the system path (the
// cancel_fel_document job). The claim is a conditional update on the row, as a certification's
// is, so two jobs at once cancel once; the certifier sees our document id, so an attempt retried
// after a lost answer does not cancel twice there either. Success marks the document 'anulado',
// queues the buyer's mail and, when a corrected receptor was given, creates the invoice that
// re-issues it (same source, new row, new IDENTIFICADOR) and queues its certification.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { CertifierError, type CancelledDocument, type FelCertifier } from "@/lib/fel/types";
import { buildAnulacionXml } from "@/lib/fel/xml/anulacion";
import { readDte } from "@/lib/fel/xml/read";
import { enqueue, wakeWorker } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";

interface CancelAttempt {
  certifier: FelCertifier;
  attempt: number;
  maxAttempts: number;
}

interface CancellingRow {
  id: string;
  emitter_nit: string;
  receptor_id: string;
  uuid: string;
  xml: string;
  cancel_reason: string;
  cancel_requested_at: string;
}

/** Takes a requested cancellation for one attempt (two minutes); null when there is none to take. */
async function claim(documentId: string): Promise<CancellingRow | null> {
  return runAsSystem(async (tx) => {
    const [row] = rowsOf<CancellingRow>(
      await tx.execute(sql`
        update public.fel_documents
        set locked_until = now() + interval '2 minutes', updated_at = now()
        where id = ${documentId}::uuid and status = 'certificado' and cancel_state = 'pendiente'
          and (locked_until is null or locked_until < now())
        returning id, emitter_nit, receptor_id, uuid, xml, cancel_reason, cancel_requested_at::text`),
    );
    return row ?? null;
  });
}

async function recordCancelled(id: string, result: CancelledDocument): Promise<void> {
  await runAsSystem(async (tx) => {
    const [doc] = rowsOf<{
      source_key: string;
      kind: string;
      purpose: string;
      order_id: string;
      business_id: string;
      total: string;
      reissue_receptor_id: string | null;
      reissue_receptor_name: string | null;
    }>(
      await tx.execute(sql`
        update public.fel_documents
        set status = 'anulado', cancel_state = null, cancelled_at = ${result.cancelledAt.toISOString()}::timestamptz,
            cancel_xml = ${result.xml}, locked_until = null, error = null, updated_at = now()
        where id = ${id}::uuid and status = 'certificado' and cancel_state = 'pendiente'
        returning source_key, kind, purpose, order_id, business_id, total::text, reissue_receptor_id, reissue_receptor_name`),
    );
    if (!doc) return;
    await enqueue(tx, "send_fel_cancellation", { documentId: id }, { key: `fel-cancel-mail:${id}` });
    if (doc.purpose !== "venta" || !doc.reissue_receptor_id) return;
    await tx.execute(sql`
      insert into public.fel_documents (source_key, kind, purpose, order_id, business_id, receptor_id, receptor_name,
        total, replaces_id)
      values (${doc.source_key}, ${doc.kind}, 'venta', ${doc.order_id}::uuid, ${doc.business_id}::uuid,
        ${doc.reissue_receptor_id}, ${doc.reissue_receptor_name ?? "Consumidor Final"}, ${doc.total}::numeric, ${id}::uuid)
      on conflict (source_key) where status <> 'anulado' do nothing`);
    await enqueue(tx, "certify_invoice", { orderId: doc.order_id }, { key: `fel-reissue:${id}` });
  });
  wakeWorker();
}

/** Keeps why an attempt failed; `final` marks the cancellation 'fallido' (the operator retries it). */
async function recordCancelFailure(id: string, error: string, final: boolean): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(sql`
      update public.fel_documents
      set cancel_state = case when ${final} then 'fallido' else cancel_state end, error = ${error.slice(0, 500)},
          locked_until = null, updated_at = now()
      where id = ${id}::uuid and cancel_state = 'pendiente'`),
  );
}

/** Cancels a requested document at the certifier; throws to be retried while the certifier is down. */
export async function cancelFelDocument(documentId: string, a: CancelAttempt): Promise<void> {
  const doc = await claim(documentId);
  if (!doc) return;
  try {
    const xml = buildAnulacionXml({
      uuid: doc.uuid,
      emitterNit: doc.emitter_nit,
      receptorId: doc.receptor_id,
      issuedAt: new Date(readDte(doc.xml).issuedAt),
      // When it was asked for: the same on every attempt, so the same XML.
      cancelledAt: new Date(doc.cancel_requested_at),
      reason: doc.cancel_reason,
    });
    const result = await a.certifier.cancel({ documentId: doc.id, emitterNit: doc.emitter_nit, xml });
    await recordCancelled(doc.id, result);
  } catch (error) {
    const retryable = !(error instanceof CertifierError) || error.retryable;
    const final = !retryable || a.attempt >= a.maxAttempts;
    await recordCancelFailure(doc.id, (error as Error).message, final);
    if (!final) throw error;
  }
}
