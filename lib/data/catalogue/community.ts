import "server-only";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { toCents } from "@/lib/domain/money";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON, type Caller } from "../caller";
import { runAs } from "../run-as";

// /comunidad. Orders and unlocked achievements are private under RLS: the public parts
// come from SECURITY DEFINER functions (supabase/migrations/20261124051100_community.sql) that
// answer only aggregates, display names and anonymised events, read as anon and cached for
// everybody (purchases and reviews revalidate the coupons tag). The caller's own position and
// referral link are read per request, as themselves.

export interface RankingEntry {
  rank: number;
  /** The display name; null when the member has none (the page shows a neutral label). */
  name: string | null;
  /** Money saved this Guatemala month, in cents. */
  savedCents: number;
}

export type ActivityKind = "review" | "coupon" | "achievement";

export interface ActivityEvent {
  kind: ActivityKind;
  at: string;
  subject: string;
  business: string | null;
  href: string;
  rating: number | null;
}

export interface MyPosition {
  rank: number;
  savedCents: number;
  savers: number;
}

/** The month's top savers (display names only). */
export const getCommunityRanking = publicCache(
  (limit: number = 10) =>
    runAs(ANON, async (tx): Promise<RankingEntry[]> => {
      const rows = rowsOf<{ rank: number; display_name: string | null; saved: string }>(
        await tx.execute(sql`select rank, display_name, saved::text from public.community_ranking(${limit})`),
      );
      return rows.map((r) => ({ rank: Number(r.rank), name: r.display_name, savedCents: toCents(r.saved) }));
    }),
  "community:ranking",
  [CACHE_TAGS.coupons],
);

/** Recent public events, newest first, without who did them. */
export const getCommunityActivity = publicCache(
  (limit: number = 20) =>
    runAs(ANON, async (tx): Promise<ActivityEvent[]> => {
      const rows = rowsOf<{
        kind: ActivityKind;
        at: string | Date;
        subject: string;
        business: string | null;
        href: string;
        rating: number | null;
      }>(
        await tx.execute(
          sql`select kind, at, subject, business, href, rating from public.community_activity(${limit})`,
        ),
      );
      return rows.map((r) => ({
        ...r,
        at: new Date(r.at).toISOString(),
        rating: r.rating === null ? null : Number(r.rating),
      }));
    }),
  "community:activity",
  [CACHE_TAGS.coupons],
);

/** How many users hold each achievement, by achievement id. */
export const getAchievementHolders = publicCache(
  () =>
    runAs(ANON, async (tx): Promise<Record<string, number>> => {
      const rows = rowsOf<{ achievement_id: string; holders: number }>(
        await tx.execute(sql`select achievement_id, holders from public.achievement_holders()`),
      );
      return Object.fromEntries(rows.map((r) => [r.achievement_id, Number(r.holders)]));
    }),
  "community:holders",
  [CACHE_TAGS.coupons],
);

/** The caller's place in this month's ranking; null for visitors and for who saved nothing yet. */
export async function getMyCommunityPosition(caller: Caller): Promise<MyPosition | null> {
  if (caller.role !== "authenticated") return null;
  return runAs(caller, async (tx) => {
    const [row] = rowsOf<{ rank: number; saved: string; savers: number }>(
      await tx.execute(sql`select rank, saved::text, savers from public.community_my_position()`),
    );
    return row ? { rank: Number(row.rank), savedCents: toCents(row.saved), savers: Number(row.savers) } : null;
  });
}

/** The caller's referral code and how many friends they referred; null for visitors. */
export async function getMyReferral(caller: Caller): Promise<{ code: string; count: number } | null> {
  if (caller.role !== "authenticated") return null;
  return runAs(caller, async (tx) => {
    const [row] = await tx
      .select({ code: profiles.referralCode, count: profiles.referralsCount })
      .from(profiles)
      .where(eq(profiles.id, caller.userId));
    return row?.code ? { code: row.code, count: row.count } : null;
  });
}
