// The exchange-rate port: where the day's reference rate (quetzales per US dollar) comes from.
// `banguat` asks the Banco de Guatemala's public web service; `local` (the embedded default, no
// network) answers a fixed rate for today, so English pages show dollars offline too.
import type { ExchangeRate } from "@/lib/domain/usd-price";

export type { ExchangeRate };

export type ExchangeRateSourceName = "local" | "banguat";

/** A rate as a source answers it: `date` "YYYY-MM-DD", `quetzalesPerDollar` a decimal ("7.62260"). */
export interface SourcedExchangeRate {
  date: string;
  quetzalesPerDollar: string;
}

export interface ExchangeRateSource {
  readonly name: ExchangeRateSourceName;
  /** Today's reference rate; throws ExchangeRateError when the source cannot give one. */
  todaysRate(): Promise<SourcedExchangeRate>;
}

/**
 * No rate from the source. The daily job fails and is retried; pages keep the last stored rate
 * until it is RATE_MAX_AGE_DAYS old, so nothing waits on the source.
 */
export class ExchangeRateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ExchangeRateError";
  }
}
