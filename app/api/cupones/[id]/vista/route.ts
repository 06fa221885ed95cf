// Counts one visit of a coupon's page (sent by the page's beacon): 204 whether or not it counted
// (a repeat visit or a self-identified bot is simply not counted), 429 for an address past its
// rate limit, 400 for a malformed id. lib/data/catalogue/coupon-views.ts decides what counts.
import { headers } from "next/headers";
import { z } from "zod";
import { clientIp } from "@/lib/auth/request-context";
import { recordCouponView } from "@/lib/data/catalogue/coupon-views";

const paramsSchema = z.object({ id: z.guid() });
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return new Response(null, { status: 400, headers: NO_STORE });
  try {
    const [address, h] = await Promise.all([clientIp(), headers()]);
    const outcome = await recordCouponView(parsed.data.id, { address, userAgent: h.get("user-agent") });
    if (outcome === "limited")
      return new Response(null, { status: 429, headers: { ...NO_STORE, "Retry-After": "60" } });
  } catch (error) {
    // A lost view count is not worth a failed beacon or a 500 for the shopper.
    console.error("record_coupon_view failed", error);
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
