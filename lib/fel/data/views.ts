import "server-only";
// The FEL documents a person may read, as themselves (row level security): a buyer those of their
// orders, a business's members those of the business.
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { felDocuments, orders } from "@/lib/db/schema";
import { toCents } from "@/lib/domain/money";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

export interface FelDocumentView {
  id: string;
  kind: string;
  purpose: string;
  status: string;
  serie: string | null;
  numero: string | null;
  uuid: string | null;
  certifiedAt: Date | null;
  test: boolean;
  totalCents: number;
  businessId: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** A cancellation asked for and not done yet ('pendiente'), or given up ('fallido'). */
  cancelState: string | null;
  /** The cancelled invoice this one re-issues. */
  replacesId: string | null;
}

const columns = {
  id: felDocuments.id,
  kind: felDocuments.kind,
  purpose: felDocuments.purpose,
  status: felDocuments.status,
  serie: felDocuments.serie,
  numero: felDocuments.numero,
  uuid: felDocuments.uuid,
  certifiedAt: felDocuments.certifiedAt,
  test: felDocuments.test,
  total: felDocuments.total,
  businessId: felDocuments.businessId,
  cancelledAt: felDocuments.cancelledAt,
  cancelReason: felDocuments.cancelReason,
  cancelState: felDocuments.cancelState,
  replacesId: felDocuments.replacesId,
};

/** The invoices and credit notes of one of the caller's orders, oldest first. */
export async function orderDocuments(caller: Caller, orderId: string): Promise<FelDocumentView[]> {
  const rows = await runAs(caller, (tx) =>
    tx.select(columns).from(felDocuments).where(eq(felDocuments.orderId, orderId)).orderBy(asc(felDocuments.createdAt)),
  );
  return rows.map(({ total, ...r }) => ({ ...r, totalCents: toCents(total) }));
}

/** One certified (or since cancelled) document's XML, if the caller may read it. */
export async function certifiedDocument(caller: Caller, id: string) {
  const [row] = await runAs(caller, (tx) =>
    tx
      .select({ ...columns, xml: felDocuments.xml, orderId: felDocuments.orderId })
      .from(felDocuments)
      .where(and(eq(felDocuments.id, id), inArray(felDocuments.status, ["certificado", "anulado"]))),
  );
  return row?.xml ? { ...row, xml: row.xml } : null;
}

/**
 * One document of one of the caller's own purchases (the buyer's route): row level security also
 * lets the business's members read it, so the order's buyer is checked here; members download
 * through /vendedor/facturas/{doc}.
 */
export async function buyerOrderDocument(caller: Caller, orderId: string, id: string) {
  if (!caller.userId) return null;
  const [row] = await runAs(caller, (tx) =>
    tx
      .select({ ...columns, xml: felDocuments.xml, orderId: felDocuments.orderId })
      .from(felDocuments)
      .innerJoin(orders, eq(orders.id, felDocuments.orderId))
      .where(
        and(
          eq(felDocuments.id, id),
          eq(felDocuments.orderId, orderId),
          eq(orders.buyerUserId, caller.userId!),
          inArray(felDocuments.status, ["certificado", "anulado"]),
        ),
      ),
  );
  return row?.xml ? { ...row, xml: row.xml } : null;
}

/** A business's documents certified in one month (its accountant's ZIP), as a member. */
export async function businessMonthDocuments(caller: Caller, businessId: string, from: Date, to: Date) {
  return runAs(caller, (tx) =>
    tx
      .select({
        serie: felDocuments.serie,
        numero: felDocuments.numero,
        kind: felDocuments.kind,
        xml: felDocuments.xml,
        cancelXml: felDocuments.cancelXml,
      })
      .from(felDocuments)
      .where(
        and(
          eq(felDocuments.businessId, businessId),
          // By the month it was certified in; a cancelled one comes with its anulación.
          inArray(felDocuments.status, ["certificado", "anulado"]),
          gte(felDocuments.certifiedAt, from),
          lt(felDocuments.certifiedAt, to),
        ),
      ),
  );
}

/** The commission invoices CuponGT issued for these payouts (a business's members read them). */
export async function payoutInvoices(caller: Caller, payoutIds: string[]): Promise<Map<string, FelDocumentView>> {
  if (payoutIds.length === 0) return new Map();
  const rows = await runAs(caller, (tx) =>
    tx
      .select({ ...columns, payoutId: felDocuments.payoutId })
      .from(felDocuments)
      .where(and(inArray(felDocuments.payoutId, payoutIds), eq(felDocuments.purpose, "comision"))),
  );
  return new Map(rows.map(({ total, payoutId, ...r }) => [payoutId!, { ...r, totalCents: toCents(total) }]));
}
