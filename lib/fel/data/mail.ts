import "server-only";
// The buyer's FEL documents on their way by e-mail, on the system path (the mail jobs). Each
// certified invoice or credit note of an order goes to the buyer once: attached to the receipt when
// it is certified before the receipt leaves, else in its own mail. The mark is a sent_mails row
// keyed by the document, shared by both ways, so neither sends what the other already sent.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { orderNumber } from "@/lib/data/orders/history";
import { runAsSystem } from "@/lib/data/system";

export interface MailableDocument {
  id: string;
  kind: "FACT" | "FPEQ" | "NCRE";
  serie: string;
  numero: string;
  xml: string;
  orderId: string;
  orderNumber: string;
  to: string | null;
  name: string | null;
}

/** The sent_mails key of one document's mail. */
export const documentMailKey = (documentId: string) => `fel-doc:${documentId}`;

// Buyer documents only: a business's commission invoice is CuponGT's to the business, not to a buyer.
const mailable = (where: ReturnType<typeof sql>) => sql`
  select d.id, d.kind, d.serie, d.numero, d.xml, d.order_id as "orderId",
         coalesce(o.contact_email, u.email) as "to", o.contact_name as "name"
  from public.fel_documents d
  join public.orders o on o.id = d.order_id
  left join auth.users u on u.id = o.buyer_user_id
  where d.status = 'certificado' and d.purpose in ('venta', 'nota') and d.xml is not null and ${where}
    and not exists (select 1 from app_private.sent_mails m where m.key = 'fel-doc:' || d.id::text)
  order by d.certified_at, d.id`;

async function read(where: ReturnType<typeof sql>): Promise<MailableDocument[]> {
  const rows = await runAsSystem(async (tx) =>
    rowsOf<Omit<MailableDocument, "orderNumber">>(await tx.execute(mailable(where))),
  );
  return rows.map((r) => ({ ...r, orderNumber: orderNumber(r.orderId) }));
}

/** The document, if it is a buyer's certified document not mailed yet. */
export async function documentToMail(documentId: string): Promise<MailableDocument | null> {
  const [row] = await read(sql`d.id = ${documentId}::uuid`);
  return row ?? null;
}

/** An order's certified documents not mailed yet (what its receipt may carry). */
export async function orderDocumentsToMail(orderId: string): Promise<MailableDocument[]> {
  return read(sql`d.order_id = ${orderId}::uuid`);
}

/** Records that these documents went out (with the receipt), so their own mail is skipped. */
export async function markDocumentsMailed(documentIds: string[], jobId?: number): Promise<void> {
  if (documentIds.length === 0) return;
  await runAsSystem(async (tx) => {
    for (const id of documentIds)
      await tx.execute(
        sql`insert into app_private.sent_mails (key, job_id) values (${documentMailKey(id)}, ${jobId ?? null}) on conflict (key) do nothing`,
      );
  });
}

export interface CancelledDocumentMail {
  kind: "FACT" | "FPEQ" | "NCRE";
  serie: string;
  numero: string;
  reason: string;
  cancelledAt: string;
  orderId: string;
  orderNumber: string;
  to: string | null;
  name: string | null;
  /** An invoice re-issued in its place (its own mail follows once it is certified). */
  reissued: boolean;
}

/** A buyer's cancelled invoice or credit note, for the mail that tells them. */
export async function cancelledDocumentToMail(documentId: string): Promise<CancelledDocumentMail | null> {
  const [row] = await runAsSystem(async (tx) =>
    rowsOf<Omit<CancelledDocumentMail, "orderNumber">>(
      await tx.execute(sql`
        select d.kind, d.serie, d.numero, d.cancel_reason as reason, d.cancelled_at::text as "cancelledAt",
               d.order_id as "orderId", coalesce(o.contact_email, u.email) as "to", o.contact_name as "name",
               exists (select 1 from public.fel_documents r where r.replaces_id = d.id) as reissued
        from public.fel_documents d
        join public.orders o on o.id = d.order_id
        left join auth.users u on u.id = o.buyer_user_id
        where d.id = ${documentId}::uuid and d.status = 'anulado' and d.purpose in ('venta', 'nota')`),
    ),
  );
  return row ? { ...row, orderNumber: orderNumber(row.orderId) } : null;
}
