// The embedded stand-in for Banguat: no network, the same rate every day, dated today in
// Guatemala, so a fresh `npm start` shows dollars and tests know the figure. Public (not in
// adapters/) because the dev seed stores the same rate.
import { guatemalaDay } from "@/lib/domain/usd-price";
import type { ExchangeRateSource, SourcedExchangeRate } from "./types";

/** Near the real reference rate of recent years; round so a test's arithmetic is readable. */
export const LOCAL_QUETZALES_PER_DOLLAR = "7.75000";

/** The stand-in's rate for the Guatemala day holding `now`. */
export function localExchangeRate(now: Date = new Date()): SourcedExchangeRate {
  return { date: guatemalaDay(now), quetzalesPerDollar: LOCAL_QUETZALES_PER_DOLLAR };
}

export function createLocalSource(now: () => Date = () => new Date()): ExchangeRateSource {
  return {
    name: "local",
    todaysRate: async () => localExchangeRate(now()),
  };
}
