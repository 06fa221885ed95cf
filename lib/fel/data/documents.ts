import "server-only";
// The FEL documents' rows on the system path. A document is created once per source (its
// source_key, unique among the documents not cancelled) and certified by whichever job claims it first: the claim is a conditional update,
// so two jobs running at once never certify the same row twice, and the order or refund it
// documents is never written here.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { Tx } from "@/lib/db";
import { fromCents } from "@/lib/domain/money";
import type { CertifiedDocument } from "@/lib/fel/types";
import { enqueue, wakeWorker } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";

export interface NewDocument {
  sourceKey: string;
  kind: "FACT" | "FPEQ" | "NCRE";
  purpose: "venta" | "nota" | "comision";
  orderId?: string;
  refundId?: string;
  payoutId?: string;
  businessId: string;
  referencesId?: string;
  receptorId: string;
  receptorName: string;
  totalCents: number;
}

export interface DocumentRow {
  id: string;
  status: "pendiente" | "certificado" | "fallido" | "anulado";
  kind: string;
  uuid: string | null;
  serie: string | null;
  numero: string | null;
  certified_at: string | null;
  attempts: number;
  receptor_id: string;
  receptor_name: string;
  /** Set on an invoice that re-issues a cancelled one (then issued when it was created). */
  replaces_id: string | null;
  created_at: string;
}

/** The document of this source, created 'pendiente' if it has no live (not cancelled) one yet. */
export async function ensureDocument(tx: Tx, doc: NewDocument): Promise<DocumentRow> {
  await tx.execute(sql`
    insert into public.fel_documents (source_key, kind, purpose, order_id, refund_id, payout_id, business_id,
      references_id, receptor_id, receptor_name, total)
    values (${doc.sourceKey}, ${doc.kind}, ${doc.purpose}, ${doc.orderId ?? null}::uuid, ${doc.refundId ?? null}::uuid,
      ${doc.payoutId ?? null}::uuid, ${doc.businessId}::uuid, ${doc.referencesId ?? null}::uuid, ${doc.receptorId},
      ${doc.receptorName}, ${fromCents(doc.totalCents)}::numeric)
    on conflict (source_key) where status <> 'anulado' do nothing`);
  const [row] = rowsOf<DocumentRow>(
    await tx.execute(sql`
      select id, status, kind, uuid, serie, numero, certified_at::text, attempts, receptor_id, receptor_name,
             replaces_id, created_at::text
      from public.fel_documents where source_key = ${doc.sourceKey} and status <> 'anulado'`),
  );
  return row!;
}

/**
 * Takes a pending document for one certification attempt (two minutes, then another job may try).
 * False when it is certified, failed, or another job holds it right now.
 */
export async function claimDocument(id: string): Promise<boolean> {
  return runAsSystem(async (tx) => {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update public.fel_documents
        set locked_until = now() + interval '2 minutes', attempts = attempts + 1, updated_at = now()
        where id = ${id}::uuid and status = 'pendiente' and (locked_until is null or locked_until < now())
        returning id`),
    );
    return rows.length === 1;
  });
}

/** Stores the certification; a buyer's invoice or credit note then goes to the buyer by mail (a job). */
export async function recordCertified(id: string, emitterNit: string, doc: CertifiedDocument): Promise<void> {
  const queued = await runAsSystem(async (tx) => {
    const [row] = rowsOf<{ purpose: string }>(
      await tx.execute(sql`
        update public.fel_documents
        set status = 'certificado', emitter_nit = ${emitterNit}, uuid = ${doc.uuid}, serie = ${doc.serie},
            numero = ${doc.numero}, xml = ${doc.xml}, test = ${doc.test}, certified_at = ${doc.certifiedAt.toISOString()}::timestamptz,
            locked_until = null, error = null, updated_at = now()
        where id = ${id}::uuid and status = 'pendiente'
        returning purpose`),
    );
    if (row?.purpose !== "venta" && row?.purpose !== "nota") return false;
    await enqueue(tx, "send_fel_document", { documentId: id }, { key: `fel-mail:${id}` });
    return true;
  });
  if (queued) wakeWorker();
}

/** Keeps why an attempt failed; `final` marks the document 'fallido' (the operator retries it). */
export async function recordFailure(id: string, error: string, final: boolean): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(sql`
      update public.fel_documents
      set status = case when ${final} then 'fallido' else status end, error = ${error.slice(0, 500)},
          locked_until = null, updated_at = now()
      where id = ${id}::uuid and status = 'pendiente'`),
  );
}

/** The live invoice of an order for a business (not a cancelled one): what a credit note refers to. */
export async function invoiceOf(tx: Tx, orderId: string, businessId: string) {
  const [row] = rowsOf<{
    id: string;
    uuid: string | null;
    serie: string | null;
    numero: string | null;
    certified_at: string | null;
    status: string;
  }>(
    await tx.execute(sql`
      select id, uuid, serie, numero, certified_at::text, status from public.fel_documents
      where source_key = ${`venta:${orderId}:${businessId}`} and status <> 'anulado'`),
  );
  return row ?? null;
}
