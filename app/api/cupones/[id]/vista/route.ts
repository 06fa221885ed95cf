// Counts one visit of a coupon's page (sent by the page's beacon): 204, or 400 for a malformed id.
import { z } from "zod";
import { recordCouponView } from "@/lib/data/coupon-detail";

const paramsSchema = z.object({ id: z.guid() });

export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return new Response(null, { status: 400, headers: { "Cache-Control": "no-store" } });
  try {
    await recordCouponView(parsed.data.id);
  } catch (error) {
    // A lost view count is not worth a failed beacon or a 500 for the shopper.
    console.error("record_coupon_view failed", error);
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
