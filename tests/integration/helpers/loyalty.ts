// Shared reads of the loyalty tests: a user's ledger and profile figures as the owner sees them,
// and a fresh account signed up (optionally with a referral code) through the built-in store.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { insertUser } from "@/lib/auth/data/store";
import { awardOrderLoyalty } from "@/lib/data/accounts/loyalty";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { rowsOf } from "@/lib/db/client";
import type { Db } from "@/lib/db";

export interface LedgerRow {
  reason: string;
  points: number;
  credit: string;
  order_id: string | null;
}

export async function ledgerOf(db: Db, who: Caller): Promise<LedgerRow[]> {
  return rowsOf<LedgerRow>(
    await db.execute(
      sql`select reason, points, credit::text as credit, order_id from public.loyalty_ledger where user_id = ${who.userId}::uuid order by id`,
    ),
  );
}

export interface Figures {
  total_points: number;
  current_xp: number;
  user_level: number;
  next_level_xp: number | null;
  streak_days: number;
  referrals_count: number;
  vip: boolean;
  referral_code: string;
  referred_by: string | null;
}

export async function figuresOf(db: Db, who: Caller): Promise<Figures> {
  return rowsOf<Figures>(
    await db.execute(
      sql`select total_points, current_xp, user_level, next_level_xp, streak_days, referrals_count, vip, referral_code, referred_by from public.profiles where id = ${who.userId}::uuid`,
    ),
  )[0]!;
}

export async function unlockedCodes(db: Db, who: Caller): Promise<string[]> {
  const rows = rowsOf<{ code: string }>(
    await db.execute(
      sql`select a.code from public.user_achievements ua join public.achievements a on a.id = ua.achievement_id where ua.user_id = ${who.userId}::uuid order by a.code`,
    ),
  );
  return rows.map((r) => r.code);
}

/** A new account through the built-in auth store (the path sign-up takes), as a caller. */
export async function newUser(
  referralCode?: string,
  email = `loyal-${randomUUID().slice(0, 8)}@example.com`,
): Promise<Caller> {
  const user = await insertUser({
    email,
    passwordHash: "x",
    firstName: "Nuevo",
    lastName: "Cliente",
    referralCode,
    confirmed: true,
  });
  if (!user) throw new Error("newUser: not created");
  return authenticatedCaller(user.id, email);
}

/** The credit a user can spend now (what reserve_order applies), as the owner reads it. */
export async function availableCredit(db: Db, who: Caller): Promise<string> {
  return rowsOf<{ c: string }>(
    await db.execute(
      sql`select coalesce(sum(credit), 0)::numeric(12, 2)::text as c from public.loyalty_ledger where user_id = ${who.userId}::uuid`,
    ),
  )[0]!.c;
}

/** The marketplace's minimum first order for a referral reward, in quetzales ("50.00"). */
export async function setReferralMinimum(db: Db, amount: string): Promise<void> {
  await db.execute(
    sql`insert into app_private.settings (key, value) values ('referral_min_order', to_jsonb(${amount}::text)) on conflict (key) do update set value = excluded.value`,
  );
}

/** Moves an order's payment 8 days back: its 7-day refund window is closed. */
export async function closeRefundWindow(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`update public.orders set paid_at = now() - interval '8 days' where id = ${orderId}::uuid`);
}

/**
 * Runs the queued loyalty awards of paid orders (job award_order_loyalty), oldest first, as the
 * worker would after the fulfilment: a test reading points after a purchase calls this first.
 */
export async function awardLoyalty(db: Db): Promise<number> {
  const due = rowsOf<{ id: number; order_id: string }>(
    await db.execute(
      sql`select id, payload->>'orderId' as order_id from app_private.jobs where name = 'award_order_loyalty' and state = 'queued' order by id`,
    ),
  );
  for (const job of due) {
    await awardOrderLoyalty(job.order_id);
    await db.execute(sql`update app_private.jobs set state = 'done', finished_at = now() where id = ${job.id}`);
  }
  return due.length;
}
