// The door of /mis-cupones' per-voucher files (the PDF, the Apple pass, the Google Wallet link):
// a feature that is not configured, a malformed id, someone else's voucher and a missing one all
// answer the same 404; a visitor who is not signed in is sent to sign in. Only the holder's own
// voucher, read as the signed-in caller under RLS, reaches `respond`, which runs in the language the
// voucher's order was placed in (the files' words, dates and links). Never cached on the way: it
// is personal.
import { z } from "zod";
import { seeOther } from "@/lib/auth/see-other";
import { getSession } from "@/lib/auth/session";
import type { Caller } from "@/lib/data/caller";
import { voucherLanguage } from "@/lib/data/orders/buyer-language";
import { myVoucherForPdf, type VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { withLocale } from "@/lib/i18n/page-locale";

export const PRIVATE = { "Cache-Control": "private, no-store" };
const paramsSchema = z.object({ id: z.guid() });

type RouteContext = { params: Promise<{ id: string }> };
type SignedIn = Extract<Caller, { role: "authenticated" }>;

export function voucherFileRoute<Config>(
  configured: () => Config | null | undefined,
  respond: (voucher: VoucherPdfData, caller: SignedIn, config: Config) => Promise<Response> | Response,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (_request, { params }) => {
    const config = configured();
    const parsed = paramsSchema.safeParse(await params);
    if (!config || !parsed.success) return new Response(null, { status: 404, headers: PRIVATE });
    const { caller } = await getSession();
    if (caller.role !== "authenticated") return seeOther("/auth?next=/mis-cupones");
    const voucher = await myVoucherForPdf(caller, parsed.data.id);
    if (!voucher) return new Response(null, { status: 404, headers: PRIVATE });
    return withLocale(await voucherLanguage(voucher.id), () => respond(voucher, caller, config));
  };
}
