import "server-only";
// CuponGT's invoice of a paid payout's commission to the business (a FACT from CuponGT's NIT to the
// business's): one per payout (source 'comision:<payout>'), the commission the payout's vouchers
// and refunds carry (public.payout_commission), IVA inside as every FEL price. A business without
// its FEL data (its NIT is the receptor) waits 'pendiente' until it saves them (that requeues it).
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { platformEmitter } from "@/lib/fel/platform-emitter";
import type { FelReceptor } from "@/lib/fel/xml/types";
import { certifyOne, type Attempt } from "./certify";
import { ensureDocument, recordFailure } from "./documents";
import { businessEmitter } from "./sources";
import { runAsSystem } from "@/lib/data/system";

export const NO_RECEPTOR_DATA = "El comercio no ha completado sus datos de facturación (FEL): su NIT es el receptor";

export async function certifyCommissionInvoice(payoutId: string, a: Attempt): Promise<void> {
  const prepared = await runAsSystem(async (tx) => {
    const [p] = rowsOf<{
      business_id: string;
      state: string;
      period: string;
      paid_at: string | null;
      commission: string;
    }>(
      await tx.execute(sql`
        select p.business_id, p.state, p.period::text, p.paid_at::text,
               coalesce(public.payout_commission(p.id), 0)::text as commission
        from public.payouts p where p.id = ${payoutId}::uuid`),
    );
    // Only a paid payout is billed; one whose vouchers were all refunded carries no commission.
    if (!p || p.state !== "pagado" || toCents(p.commission) <= 0) return null;
    const business = await businessEmitter(tx, p.business_id);
    const receptor: FelReceptor | null = business
      ? { id: { kind: "nit", id: business.nit }, name: business.legalName }
      : null;
    const doc = await ensureDocument(tx, {
      sourceKey: `comision:${payoutId}`,
      kind: "FACT",
      purpose: "comision",
      payoutId,
      businessId: p.business_id,
      receptorId: receptor?.id.id ?? "CF",
      receptorName: receptor?.name ?? "Pendiente",
      totalCents: toCents(p.commission),
    });
    // A document made while the business had no FEL data names no receptor yet: it takes the NIT now.
    if (receptor && doc.status === "pendiente")
      await tx.execute(sql`
        update public.fel_documents set receptor_id = ${receptor.id.id}, receptor_name = ${receptor.name}
        where id = ${doc.id}::uuid and status = 'pendiente'`);
    return { p, receptor, doc };
  });
  if (!prepared) return;
  const { p, receptor, doc } = prepared;
  if (!receptor) {
    if (doc.status === "pendiente") await recordFailure(doc.id, NO_RECEPTOR_DATA, false);
    return;
  }
  await certifyOne(
    doc,
    platformEmitter(),
    (emitter) => ({
      kind: "FACT",
      emitter,
      receptor,
      issuedAt: p.paid_at ? new Date(p.paid_at) : new Date(),
      lines: [
        {
          description: `Comisión CuponGT por ventas de cupones (pago del ${p.period})`,
          quantity: 1,
          unitPriceCents: toCents(p.commission),
          discountCents: 0,
        },
      ],
      adenda: { Pago: payoutId },
    }),
    a,
  );
}
