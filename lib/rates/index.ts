import "server-only";
import { env } from "@/lib/env";
import { createBanguatSource } from "./adapters/banguat";
import { createLocalSource } from "./local";
import type { ExchangeRateSource } from "./types";

export type { ExchangeRate, ExchangeRateSource, SourcedExchangeRate } from "./types";
export { ExchangeRateError } from "./types";

let source: ExchangeRateSource | undefined;

/** The source chosen by EXCHANGE_RATE_SOURCE: "local" (default, offline, 7.75) or "banguat". */
export function getExchangeRateSource(): ExchangeRateSource {
  source ??=
    env.EXCHANGE_RATE_SOURCE === "banguat"
      ? createBanguatSource({ url: env.BANGUAT_EXCHANGE_RATE_URL })
      : createLocalSource();
  return source;
}
