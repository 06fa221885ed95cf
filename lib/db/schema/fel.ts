import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businesses } from "./catalogue/businesses";
import { payouts } from "./ledger";
import { orders } from "./orders";
import { refunds } from "./refunds-gifts/refunds";

// FEL (factura electrónica en línea). A business's emitter data: the buyer's invoice is the
// business's document (docs/decisions), so it is certified with these. Owners write it, members
// read it (supabase/schemas/19-fel.sql).
export const businessFelProfiles = pgTable(
  "business_fel_profiles",
  {
    businessId: uuid("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    nit: text("nit").notNull(),
    legalName: text("legal_name").notNull(),
    commercialName: text("commercial_name").notNull(),
    establishment: integer("establishment").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull().default("01001"),
    municipality: text("municipality").notNull(),
    department: text("department").notNull(),
    /** 'GEN' (general regime: FACT with IVA) or 'PEQ' (pequeño contribuyente: FPEQ). */
    ivaAffiliation: text("iva_affiliation").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("business_fel_profiles_nit_valid", sql`${t.nit} <> 'CF' and public.is_valid_nit(${t.nit})`),
    check("business_fel_profiles_establishment_range", sql`${t.establishment} between 1 and 9999`),
    check("business_fel_profiles_affiliation_check", sql`${t.ivaAffiliation} in ('GEN', 'PEQ')`),
  ],
).enableRLS();

// One row per document CuponGT certifies or will certify. `source_key` names what it documents
// ('venta:<order>:<business>', 'nota:<refund>', 'comision:<payout>') and is unique among the
// documents not cancelled, so a paid order gets exactly one live invoice per business however many
// jobs run at once, while any number of cancelled ones (anulados) keep the same key. Written
// only by the system path (the certification jobs); buyers and members read their own.
export const felDocuments = pgTable(
  "fel_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceKey: text("source_key").notNull(),
    /** FACT, FPEQ or NCRE (the DTE type; a commission invoice is a FACT). */
    kind: text("kind").notNull(),
    /** 'venta' (to the buyer), 'nota' (credit note of a refund), 'comision' (to the business). */
    purpose: text("purpose").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "cascade" }),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    /** The payout whose commission a 'comision' invoice bills to the business. */
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "set null" }),
    /** The invoice a credit note corrects. */
    referencesId: uuid("references_id"),
    status: text("status").notNull().default("pendiente"),
    emitterNit: text("emitter_nit"),
    receptorId: text("receptor_id").notNull().default("CF"),
    receptorName: text("receptor_name").notNull().default("Consumidor Final"),
    total: numeric("total", { precision: 12, scale: 2 }).notNull(),
    serie: text("serie"),
    numero: text("numero"),
    uuid: text("uuid"),
    xml: text("xml"),
    /** Certified by the local certifier: 'DOCUMENTO DE PRUEBA', no fiscal validity. */
    test: boolean("test").notNull().default(false),
    certifiedAt: timestamp("certified_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** A certification in progress holds the row until then (a second job leaves it alone). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    error: text("error"),
    /** The cancelled invoice this one re-issues with a corrected receptor. */
    replacesId: uuid("replaces_id"),
    /** A cancellation asked for: 'pendiente' (its job runs) or 'fallido' (the operator retries it). */
    cancelState: text("cancel_state"),
    /** SAT's MotivoAnulacion (1-255 characters). */
    cancelReason: text("cancel_reason"),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelRequestedBy: uuid("cancel_requested_by"),
    /** The corrected receptor of the invoice re-issued once this one is cancelled (null: none). */
    reissueReceptorId: text("reissue_receptor_id"),
    reissueReceptorName: text("reissue_receptor_name"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The certified anulación, as the certifier returned it. */
    cancelXml: text("cancel_xml"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("fel_documents_kind_check", sql`${t.kind} in ('FACT', 'FPEQ', 'NCRE')`),
    check("fel_documents_purpose_check", sql`${t.purpose} in ('venta', 'nota', 'comision')`),
    check("fel_documents_status_check", sql`${t.status} in ('pendiente', 'certificado', 'fallido', 'anulado')`),
    check(
      "fel_documents_certified_check",
      sql`${t.status} <> 'certificado' or (${t.uuid} is not null and ${t.xml} is not null)`,
    ),
    check("fel_documents_cancel_state_check", sql`${t.cancelState} in ('pendiente', 'fallido')`),
    check(
      "fel_documents_cancel_reason_length",
      sql`${t.cancelReason} is null or char_length(${t.cancelReason}) between 1 and 255`,
    ),
    check(
      "fel_documents_cancelled_check",
      sql`${t.status} <> 'anulado' or (${t.cancelledAt} is not null and ${t.cancelXml} is not null)`,
    ),
    uniqueIndex("fel_documents_source_key_live")
      .on(t.sourceKey)
      .where(sql`status <> 'anulado'`),
    index("fel_documents_references_idx").on(t.referencesId),
    index("fel_documents_order_idx").on(t.orderId),
    index("fel_documents_business_idx").on(t.businessId, t.certifiedAt),
    index("fel_documents_refund_idx").on(t.refundId),
    index("fel_documents_payout_idx").on(t.payoutId),
  ],
).enableRLS();

export type FelDocument = typeof felDocuments.$inferSelect;
export type BusinessFelProfile = typeof businessFelProfiles.$inferSelect;
