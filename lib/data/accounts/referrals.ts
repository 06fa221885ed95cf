import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { ANON, type Caller } from "../caller";
import { CACHE_TAGS, publicCache } from "../cache";
import { runAs } from "../run-as";
import { runAsSystem } from "../system";

// Referral credit: a reward is pending from the invitee's first paid order until that order can no
// longer be refunded, then it is credit (app_private.referral_rewards, migration 20261126100000).
// The database decides every step; these are the reads of it and the recurring job's call.

export interface ReferralCredit {
  /** Spendable now: what reserve_order takes off the next order. */
  availableCents: number;
  /** Held until the invitee's first order can no longer be refunded; reversed if it is refunded. */
  pendingCents: number;
}

/** The signed-in caller's available and pending referral credit (zeros for visitors). */
export async function getReferralCredit(caller: Caller): Promise<ReferralCredit> {
  if (caller.role !== "authenticated") return { availableCents: 0, pendingCents: 0 };
  const answer = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: { available: string; pending: string } | null }>(
        await tx.execute(sql`select public.my_referral_credit() as r`),
      )[0]!.r,
  );
  return {
    availableCents: Math.max(0, toCents(answer?.available ?? "0")),
    pendingCents: toCents(answer?.pending ?? "0"),
  };
}

async function readReferralMinimumCents(): Promise<number> {
  const [row] = rowsOf<{ m: string }>(
    await runAs(ANON, (tx) => tx.execute(sql`select public.referral_min_order()::text as m`)),
  );
  return toCents(row?.m ?? "0");
}

/** The smallest first order (its total) that earns a referral reward, in cents: a marketplace setting. */
export const getReferralMinimumCents = publicCache(readReferralMinimumCents, "referral-min-order", [
  CACHE_TAGS.settings,
]);

/** Recurring job: pending rewards whose order can no longer be refunded become credit. Answers how many. */
export async function settleReferralRewards(): Promise<number> {
  return runAsSystem(
    async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select public.settle_referral_rewards() as n`))[0]!.n,
  );
}
