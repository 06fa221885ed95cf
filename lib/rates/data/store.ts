import "server-only";
import { sql } from "drizzle-orm";
import { runAsSystem } from "@/lib/data/system";
import { exchangeRates } from "@/lib/db/schema";
import type { ExchangeRateSourceName, SourcedExchangeRate } from "../types";

// The daily job's write, as the system: no request role may write rates (30-rates.sql). One row
// per day, so a second run the same day (another worker, a retry, a restart) updates that row.

/** Stores a day's rate; the same day again replaces its figure, source and fetch time. */
export async function storeExchangeRate(rate: SourcedExchangeRate, source: ExchangeRateSourceName): Promise<void> {
  await runAsSystem((tx) =>
    tx
      .insert(exchangeRates)
      .values({ rateDate: rate.date, quetzalesPerDollar: rate.quetzalesPerDollar, source })
      .onConflictDoUpdate({
        target: exchangeRates.rateDate,
        set: {
          quetzalesPerDollar: sql`excluded.quetzales_per_dollar`,
          source: sql`excluded.source`,
          fetchedAt: sql`now()`,
        },
      }),
  );
}
