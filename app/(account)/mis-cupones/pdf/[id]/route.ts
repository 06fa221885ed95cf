// One voucher as a printable PDF ('Descargar PDF' on /mis-cupones). Only its holder gets it: the
// read runs as the signed-in caller under RLS and keeps to their own vouchers, so someone else's
// id answers 404 exactly like a missing one. Never cached by anything in between: it is personal.
import { z } from "zod";
import { seeOther } from "@/lib/auth/see-other";
import { getSession } from "@/lib/auth/session";
import { myVoucherForPdf } from "@/lib/data/orders/voucher-pdf";
import { voucherPdfFilename } from "@/lib/domain/voucher-share";
import { vouchersPdf } from "@/lib/pdf/voucher";

const paramsSchema = z.object({ id: z.guid() });
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return new Response(null, { status: 404, headers: PRIVATE });
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return seeOther("/auth?next=/mis-cupones");
  const voucher = await myVoucherForPdf(caller, parsed.data.id);
  if (!voucher) return new Response(null, { status: 404, headers: PRIVATE });
  const pdf = await vouchersPdf([voucher]);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${voucherPdfFilename(voucher.code)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
