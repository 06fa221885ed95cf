// The Banco de Guatemala's daily reference rate, one row per day, that English pages turn into a
// dollar hint (docs/exchange-rate.md). Written by the fetch_exchange_rate job (and the dev seed);
// everyone reads it. Policies and grants: supabase/schemas/30-rates.sql.
import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const exchangeRates = pgTable(
  "exchange_rates",
  {
    /** The Guatemala calendar day the source gives the rate for. */
    rateDate: date("rate_date", { mode: "string" }).primaryKey(),
    quetzalesPerDollar: numeric("quetzales_per_dollar", { precision: 10, scale: 5 }).notNull(),
    /** Which port adapter answered: "banguat", or "local" (the offline stand-in). */
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("exchange_rates_positive", sql`${t.quetzalesPerDollar} > 0`)],
).enableRLS();
