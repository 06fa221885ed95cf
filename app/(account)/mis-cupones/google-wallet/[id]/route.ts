// 'Guardar en Google Wallet': signs the voucher's save link when asked (not on every render of
// /mis-cupones) and sends the holder there. 404 when Google Wallet is not configured, for someone
// else's voucher or a missing one. The object is recorded first, so a later change of the voucher
// patches it (lib/wallet/jobs/google-wallet.ts); a gift's receiver gets an object of their own.
import { z } from "zod";
import { NextResponse } from "next/server";
import { seeOther } from "@/lib/auth/see-other";
import { getSession } from "@/lib/auth/session";
import { googleObjectSuffix } from "@/lib/wallet/data/google-objects";
import { myVoucherForPdf } from "@/lib/data/orders/voucher-pdf";
import { googleSaveUrl, googleWalletConfig } from "@/lib/wallet/google-save";

const paramsSchema = z.object({ id: z.guid() });
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const config = googleWalletConfig();
  const parsed = paramsSchema.safeParse(await params);
  if (!config || !parsed.success) return new Response(null, { status: 404, headers: PRIVATE });
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return seeOther("/auth?next=/mis-cupones");
  const voucher = await myVoucherForPdf(caller, parsed.data.id);
  if (!voucher) return new Response(null, { status: 404, headers: PRIVATE });
  const suffix = await googleObjectSuffix(voucher.id, caller.userId);
  const location = googleSaveUrl(voucher, config, undefined, suffix);
  return new NextResponse(null, { status: 303, headers: { ...PRIVATE, Location: location } });
}
