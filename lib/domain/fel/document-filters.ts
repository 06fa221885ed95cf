// The seller's FEL document list filters, read from the URL (/vendedor/facturas?mes=…&tipo=…):
// each field stands alone, and one that does not parse is dropped (no filter), never an error, so
// a hand-edited or stale link still shows the list.
import { z } from "zod";

/** What a document is, from the business's side: its sales' invoices, their credit notes, CuponGT's commission. */
export const DOCUMENT_KINDS = ["factura", "nota", "comision"] as const;
export const DOCUMENT_STATUSES = ["certificado", "pendiente", "fallido", "anulado"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The purpose column each kind reads. */
export const PURPOSE_OF: Record<DocumentKind, "venta" | "nota" | "comision"> = {
  factura: "venta",
  nota: "nota",
  comision: "comision",
};

export const DOCUMENTS_PER_PAGE = 50;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
// Printable text only: PostgreSQL refuses a NUL in text, and nothing a person searches holds a control character.
const PRINTABLE = /^[^\p{Cc}]*$/u;

const schema = z.object({
  mes: z
    .preprocess(
      first,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .optional(),
    )
    .catch(undefined),
  tipo: z.preprocess(first, z.enum(DOCUMENT_KINDS).optional()).catch(undefined),
  estado: z.preprocess(first, z.enum(DOCUMENT_STATUSES).optional()).catch(undefined),
  q: z
    .preprocess(first, z.string().trim().max(60).regex(PRINTABLE).optional())
    .transform((v) => v || undefined)
    .catch(undefined),
  pagina: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).optional()).catch(undefined),
});

export interface DocumentFilters {
  month?: string;
  kind?: DocumentKind;
  status?: DocumentStatus;
  text?: string;
  page: number;
}

export function parseDocumentFilters(params: Record<string, unknown>): DocumentFilters {
  const p = schema.parse(params);
  return { month: p.mes, kind: p.tipo, status: p.estado, text: p.q, page: p.pagina ?? 1 };
}

/** The URL query of these filters (page 1 and empty fields left out), for links that keep them. */
export function documentFiltersQuery(businessId: string, f: DocumentFilters, page = f.page): string {
  const q = new URLSearchParams({ negocio: businessId });
  if (f.month) q.set("mes", f.month);
  if (f.kind) q.set("tipo", f.kind);
  if (f.status) q.set("estado", f.status);
  if (f.text) q.set("q", f.text);
  if (page > 1) q.set("pagina", String(page));
  return q.toString();
}

/** "%text%" for ILIKE, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The current month in Guatemala (UTC-6 all year), "YYYY-MM": the ZIP link's default. */
export function currentGuatemalaMonth(now = new Date()): string {
  return new Date(now.getTime() - 6 * 3600_000).toISOString().slice(0, 7);
}
