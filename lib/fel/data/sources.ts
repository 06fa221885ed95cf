import "server-only";
// What a document is built from, read on the system path (the certification jobs): a paid order's
// vouchers per business, a completed refund, a business's emitter data. Rebuilt on every attempt
// from the same rows, so a retried certification sends the same XML.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { Tx } from "@/lib/db";
import { CONSUMIDOR_FINAL } from "@/lib/domain/nit";
import { toCents } from "@/lib/domain/money";
import { grossVoucherLines, type GrossVoucher } from "@/lib/domain/fel/voucher-lines";
import type { FelEmitter, FelReceptor } from "@/lib/fel/xml/types";

export interface OrderInvoiceSource {
  orderId: string;
  businessId: string;
  paidAt: Date;
  receptor: FelReceptor;
  lines: GrossVoucher[];
}

/**
 * The invoice's receptor from the order: 'CF', or its NIT or CUI (13 digits, lib/domain/fel/ids.ts)
 * with the name the checkout looked up (the buyer's name on orders from before that lookup).
 */
export function receptorOf(nit: string, name: string | null): FelReceptor {
  if (nit === CONSUMIDOR_FINAL) return { id: { kind: "cf", id: CONSUMIDOR_FINAL }, name: "Consumidor Final" };
  return { id: { kind: /^\d{13}$/.test(nit) ? "cui" : "nit", id: nit }, name: name?.trim() || "Cliente" };
}

/** The order's vouchers grouped by business, each with its share of the IVA (empty if not paid). */
export async function orderInvoiceSources(tx: Tx, orderId: string): Promise<OrderInvoiceSource[]> {
  const items = rowsOf<{
    item_id: string;
    business_id: string | null;
    title: string;
    quantity: number;
    unit_price: string;
    tax: string;
    nit: string;
    receptor_name: string | null;
    contact_name: string | null;
    paid_at: string;
  }>(
    await tx.execute(sql`
      select i.id as item_id, c.business_id, i.title, i.quantity, i.unit_price::text, o.tax::text, o.nit,
             o.receptor_name, o.contact_name, o.paid_at::text
      from public.orders o
      join public.order_items i on i.order_id = o.id
      join public.coupons c on c.id = i.coupon_id
      where o.id = ${orderId}::uuid and o.status = 'paid'
      order by i.id`),
  );
  const first = items[0];
  if (!first) return [];
  const vouchers = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, n) => ({
      key: `${item.item_id}:${n}`,
      description: item.title,
      netCents: toCents(item.unit_price),
      businessId: item.business_id,
    })),
  );
  const gross = grossVoucherLines(vouchers, toCents(first.tax));
  const receptor = receptorOf(first.nit, first.receptor_name ?? first.contact_name);
  const byBusiness = new Map<string, GrossVoucher[]>();
  gross.forEach((line, i) => {
    const businessId = vouchers[i]?.businessId;
    // A coupon without a business (a seller's own listing) has no emitter: nothing to invoice.
    if (!businessId) return;
    byBusiness.set(businessId, [...(byBusiness.get(businessId) ?? []), line]);
  });
  return [...byBusiness].map(([businessId, lines]) => ({
    orderId,
    businessId,
    paidAt: new Date(first.paid_at),
    receptor,
    lines,
  }));
}

/** A business's emitter data, or null while it has not set it up. */
export async function businessEmitter(tx: Tx, businessId: string): Promise<FelEmitter | null> {
  const [p] = rowsOf<{
    nit: string;
    legal_name: string;
    commercial_name: string;
    establishment: number;
    address: string;
    postal_code: string;
    municipality: string;
    department: string;
    iva_affiliation: "GEN" | "PEQ";
  }>(await tx.execute(sql`select * from public.business_fel_profiles where business_id = ${businessId}::uuid`));
  if (!p) return null;
  return {
    nit: p.nit,
    legalName: p.legal_name,
    commercialName: p.commercial_name,
    establishment: p.establishment,
    address: {
      line: p.address,
      postalCode: p.postal_code,
      municipality: p.municipality,
      department: p.department,
      country: "GT",
    },
    affiliation: p.iva_affiliation,
  };
}
