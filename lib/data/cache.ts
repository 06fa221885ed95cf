import "server-only";
import { unstable_cache } from "next/cache";
import { env } from "@/lib/env";

/** Tags of cached public reads; writes revalidate them (revalidateTag) so buyers see fresh stock. */
export const CACHE_TAGS = {
  coupons: "coupons",
  businesses: "businesses",
  /** Marketplace settings the public pages state (the referral minimum on /comunidad, /terminos). */
  settings: "settings",
  /** The day's reference exchange rate (English pages' dollar hints); the daily job drops it. */
  exchangeRate: "exchange-rate",
} as const;

/**
 * Caches a public catalogue read for DATA_CACHE_SECONDS (or `revalidateSeconds`, for a read that
 * changes daily and whose writer drops its tag). Only for reads that run as `anon`: their result
 * is the same for every visitor, so one cached answer serves all of them. Results pass through
 * JSON, so they must hold no Dates (use ISO strings). DATA_CACHE_SECONDS=0 turns every one off.
 */
export function publicCache<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: string[],
  options: { revalidateSeconds?: number } = {},
): (...args: A) => Promise<R> {
  if (env.DATA_CACHE_SECONDS === 0) return fn;
  return unstable_cache(fn, [key], { tags, revalidate: options.revalidateSeconds ?? env.DATA_CACHE_SECONDS });
}
