import "server-only";
import { desc } from "drizzle-orm";
import { CACHE_TAGS, publicCache } from "@/lib/data/cache";
import { ANON } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { exchangeRates } from "@/lib/db/schema";
import type { ExchangeRate } from "@/lib/domain/usd-price";

// The newest stored rate, read as anon (the same for every visitor). Whether it is still fresh
// enough to show is the page's question (usdApproximation in lib/domain/usd-price.ts), asked with
// the time of the render, so a cached row never hides its age.

async function readLatestExchangeRate(): Promise<ExchangeRate | null> {
  return runAs(ANON, async (tx) => {
    const [row] = await tx
      .select({ date: exchangeRates.rateDate, quetzalesPerDollar: exchangeRates.quetzalesPerDollar })
      .from(exchangeRates)
      .orderBy(desc(exchangeRates.rateDate))
      .limit(1);
    return row ?? null;
  });
}

/**
 * The newest day's reference rate ({ date: "YYYY-MM-DD", quetzalesPerDollar: "7.75000" }), or null
 * before the first one is stored. Cached for an hour: it changes once a day, and the daily job
 * drops the cache (tag exchange-rate) when it stores a new one.
 */
export const getLatestExchangeRate = publicCache(
  readLatestExchangeRate,
  "exchange-rate:latest",
  [CACHE_TAGS.exchangeRate],
  {
    revalidateSeconds: 3600,
  },
);
