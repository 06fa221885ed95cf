import "server-only";
import { storeExchangeRate } from "./data/store";
import { getExchangeRateSource } from "./index";
import type { ExchangeRateSource, SourcedExchangeRate } from "./types";

/** Asks the source for today's rate and stores it (one row per day). Throws when the source fails. */
export async function refreshExchangeRate(
  source: ExchangeRateSource = getExchangeRateSource(),
): Promise<SourcedExchangeRate> {
  const rate = await source.todaysRate();
  await storeExchangeRate(rate, source.name);
  return rate;
}
