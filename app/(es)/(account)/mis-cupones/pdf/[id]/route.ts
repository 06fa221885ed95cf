// One voucher as a printable PDF ('Descargar PDF' on /mis-cupones). Only its holder gets it: the
// read runs as the signed-in caller under RLS and keeps to their own vouchers, so someone else's
// id answers 404 exactly like a missing one. Never cached by anything in between: it is personal.
import { voucherPdfFilename } from "@/lib/domain/voucher-share";
import { vouchersPdf } from "@/lib/pdf/voucher";
import { PRIVATE, voucherFileRoute } from "../../_lib/voucher-file";

export const GET = voucherFileRoute(
  () => true,
  async (voucher) =>
    new Response(new Uint8Array(await vouchersPdf([voucher])), {
      headers: {
        ...PRIVATE,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${voucherPdfFilename(voucher.code)}"`,
        "X-Content-Type-Options": "nosniff",
      },
    }),
);
