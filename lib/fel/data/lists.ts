import "server-only";
// A business's FEL documents as its members see them (/vendedor/facturas), read under row level
// security as the signed-in member: another business's member and a buyer get no rows. Newest
// first, one page at a time (offset: a page is 50 rows of one business, filters narrow it).
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { felDocuments } from "@/lib/db/schema";
import {
  containsPattern,
  DOCUMENTS_PER_PAGE,
  PURPOSE_OF,
  type DocumentFilters,
} from "@/lib/domain/fel/document-filters";
import { guatemalaMonth } from "@/lib/domain/fel/month";
import { toCents } from "@/lib/domain/money";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

export interface BusinessDocumentRow {
  id: string;
  kind: string;
  purpose: "venta" | "nota" | "comision";
  status: "pendiente" | "certificado" | "fallido" | "anulado";
  /** A cancellation asked for: 'pendiente' while its job runs, 'fallido' when it gave up. */
  cancelState: "pendiente" | "fallido" | null;
  serie: string | null;
  numero: string | null;
  uuid: string | null;
  receptorId: string;
  receptorName: string;
  totalCents: number;
  /** When it was certified, or created while it is not. */
  at: Date;
  test: boolean;
}

// The document's date: its certification, else its creation (a pending or failed one).
const documentAt = sql<Date>`coalesce(${felDocuments.certifiedAt}, ${felDocuments.createdAt})`;

function conditions(businessId: string, f: DocumentFilters): SQL[] {
  const where: SQL[] = [
    eq(felDocuments.businessId, businessId),
    // The business's list is its members': a buyer reads their own invoices on their order, not here.
    sql`public.has_business_role(${felDocuments.businessId}, array['owner', 'manager', 'editor', 'member']::text[])`,
  ];
  const month = f.month ? guatemalaMonth(f.month) : null;
  if (month) {
    where.push(
      sql`${documentAt} >= ${month.from.toISOString()}::timestamptz`,
      sql`${documentAt} < ${month.to.toISOString()}::timestamptz`,
    );
  }
  if (f.kind) where.push(eq(felDocuments.purpose, PURPOSE_OF[f.kind]));
  if (f.status) where.push(eq(felDocuments.status, f.status));
  if (f.text) {
    const text = containsPattern(f.text);
    // A NIT is stored without its hyphen ("1234567-8" -> 12345678), a CUI without spaces.
    const id = containsPattern(f.text.replace(/[\s-]/g, "").toUpperCase());
    where.push(
      or(
        ilike(felDocuments.numero, text),
        ilike(felDocuments.serie, text),
        ilike(felDocuments.uuid, text),
        ilike(felDocuments.receptorId, id),
      )!,
    );
  }
  return where;
}

/** One page of the business's documents matching the filters, and whether another page follows. */
export async function businessDocuments(
  caller: Caller,
  businessId: string,
  filters: DocumentFilters,
): Promise<{ rows: BusinessDocumentRow[]; hasMore: boolean }> {
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        id: felDocuments.id,
        kind: felDocuments.kind,
        purpose: felDocuments.purpose,
        status: felDocuments.status,
        serie: felDocuments.serie,
        numero: felDocuments.numero,
        uuid: felDocuments.uuid,
        receptorId: felDocuments.receptorId,
        receptorName: felDocuments.receptorName,
        total: felDocuments.total,
        at: sql<string>`${documentAt}::text`,
        test: felDocuments.test,
        cancelState: felDocuments.cancelState,
      })
      .from(felDocuments)
      .where(and(...conditions(businessId, filters)))
      .orderBy(desc(documentAt), desc(felDocuments.id))
      .limit(DOCUMENTS_PER_PAGE + 1)
      .offset((filters.page - 1) * DOCUMENTS_PER_PAGE),
  );
  return {
    hasMore: rows.length > DOCUMENTS_PER_PAGE,
    rows: rows.slice(0, DOCUMENTS_PER_PAGE).map(({ total, at, ...r }) => ({
      ...r,
      purpose: r.purpose as BusinessDocumentRow["purpose"],
      status: r.status as BusinessDocumentRow["status"],
      cancelState: r.cancelState as BusinessDocumentRow["cancelState"],
      totalCents: toCents(total),
      at: new Date(at),
    })),
  };
}
