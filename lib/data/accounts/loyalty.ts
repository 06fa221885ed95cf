import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { loyaltyLedger } from "@/lib/db/schema";
import type { AchievementRuleKind } from "@/lib/db/seed/achievements";
import { toCents } from "@/lib/domain/money";
import type { LedgerReason } from "@/lib/domain/loyalty-rules";
import type { Caller } from "../caller";
import { runAs } from "../run-as";
import { runAsSystem } from "../system";

// The loyalty ledger as its owner sees it. Every write happens in the database
// (app_private.award and the loyalty triggers); the only thing a request asks for is its daily
// visit, through public.record_daily_visit, and the job a paid order enqueues its points with.

/** Counts the caller's visit today (Guatemala); true when this call was the day's first. */
export async function recordDailyVisit(caller: Caller): Promise<boolean> {
  if (caller.role !== "authenticated") return false;
  return runAs(
    caller,
    async (tx) => rowsOf<{ r: boolean }>(await tx.execute(sql`select public.record_daily_visit() as r`))[0]!.r,
  );
}

/** A paid order's points, achievements and referral (job award_order_loyalty); false when already awarded. */
export async function awardOrderLoyalty(orderId: string): Promise<boolean> {
  return runAsSystem(
    async (tx) =>
      rowsOf<{ r: boolean }>(await tx.execute(sql`select public.award_order_loyalty(${orderId}::uuid) as r`))[0]!.r,
  );
}

export interface LoyaltyProgress {
  /** What each achievement rule counts for the caller right now. */
  metrics: Record<AchievementRuleKind, number>;
  /** Checkout credit available, in cents. */
  creditCents: number;
}

/** The caller's progress towards every achievement rule and their credit; null for visitors. */
export async function getLoyaltyProgress(caller: Caller): Promise<LoyaltyProgress | null> {
  if (caller.role !== "authenticated") return null;
  const answer = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: { metrics: Record<string, number | string>; credit: string } | null }>(
        await tx.execute(sql`select public.my_loyalty_progress() as r`),
      )[0]!.r,
  );
  if (!answer) return null;
  const metrics = Object.fromEntries(Object.entries(answer.metrics).map(([k, v]) => [k, Number(v)])) as Record<
    AchievementRuleKind,
    number
  >;
  return { metrics, creditCents: toCents(answer.credit) };
}

/**
 * The caller's checkout credit in cents: referral rewards minus what orders used, plus rewards
 * that became final and the next checkout settles before applying credit (0 for visitors).
 */
export async function getCreditBalanceCents(caller: Caller): Promise<number> {
  if (caller.role !== "authenticated") return 0;
  const answer = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: { available: string } | null }>(await tx.execute(sql`select public.my_referral_credit() as r`))[0]!.r,
  );
  return Math.max(0, toCents(answer?.available ?? "0"));
}

export interface LedgerEntry {
  id: number;
  reason: LedgerReason;
  points: number;
  creditCents: number;
  createdAt: string;
}

/** The caller's latest ledger rows, newest first (RLS: own rows only). */
export async function listMyLedger(caller: Caller, limit = 20): Promise<LedgerEntry[]> {
  if (caller.role !== "authenticated") return [];
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        id: loyaltyLedger.id,
        reason: loyaltyLedger.reason,
        points: loyaltyLedger.points,
        credit: loyaltyLedger.credit,
        createdAt: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, caller.userId))
      .orderBy(desc(loyaltyLedger.id))
      .limit(Math.min(Math.max(limit, 1), 100)),
  );
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason as LedgerReason,
    points: r.points,
    creditCents: toCents(r.credit),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
