import "server-only";
import type { ReactNode } from "react";
import { UsdRateProvider } from "@/components/money/usd-rate";
import { isRateFresh } from "@/lib/domain/usd-price";
import { getLatestExchangeRate } from "@/lib/rates/data/latest";
import { setPageLocale } from "./page-locale";

/**
 * An English page with prices: the Spanish page's code in English (english-route.ts) under the
 * day's dollar rate, so "Q250.00 (≈ US$32)" is in the server's HTML. Only for pages rendered per
 * request or cached after the build (the build opens no database); a missing or stale rate, or a
 * database that does not answer, shows quetzales alone.
 */
export function englishPageWithPrices<Props>(render: (props: Props) => ReactNode | Promise<ReactNode>) {
  return async function EnglishPage(props: Props) {
    setPageLocale("en");
    const [rate, page] = await Promise.all([getLatestExchangeRate().catch(() => null), render(props)]);
    return <UsdRateProvider rate={rate && isRateFresh(rate, new Date()) ? rate : null}>{page}</UsdRateProvider>;
  };
}
