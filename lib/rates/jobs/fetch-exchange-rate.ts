import "server-only";
import { CACHE_TAGS } from "@/lib/data/cache";
import { revalidateFromJob } from "@/lib/jobs/revalidate";
import type { JobHandler } from "@/lib/jobs/types";
import { refreshExchangeRate } from "../refresh";

/**
 * Daily: the day's reference rate from the port, stored. A failure throws, so the worker retries
 * with backoff; pages meanwhile keep the last stored rate until it is too old to show.
 */
export const fetchExchangeRateJob: JobHandler<"fetch_exchange_rate"> = async () => {
  await refreshExchangeRate();
  await revalidateFromJob(CACHE_TAGS.exchangeRate);
};
