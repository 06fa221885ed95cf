import { isRateFresh } from "@/lib/domain/usd-price";
import { getLatestExchangeRate } from "@/lib/rates/data/latest";

// The reference rate for prices shown in dollars beside quetzales (components/money/usd-rate.tsx):
// the newest stored day's, or null when it is older than the domain's limit. Per request (the
// build opens no database), read from the data layer's hour-long cache, and cached by browsers and
// CDNs for an hour too.
export const dynamic = "force-dynamic";

export async function GET() {
  const rate = await getLatestExchangeRate().catch(() => null);
  const fresh = rate && isRateFresh(rate, new Date()) ? rate : null;
  return Response.json(
    { rate: fresh && { date: fresh.date, quetzalesPerDollar: String(fresh.quetzalesPerDollar) } },
    { headers: { "cache-control": "public, max-age=3600" } },
  );
}
