import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import {
  comparePeriods,
  guatemalaDay,
  periodsEndingOn,
  splitAt,
  totalsOf,
  type Comparison,
  type DayMetrics,
  type Metric,
  type Period,
  type RangeDays,
} from "@/lib/domain/analytics";
import { toCents } from "@/lib/domain/money";
import { statementMonth, type StatementMonth } from "@/lib/ledger/rules/statement";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { pgErrorOf, PG } from "../db-errors";
import { runAs } from "../run-as";

// A business's numbers, read through the SECURITY DEFINER functions of migration
// 20261124052100, which check the caller's membership: owners and managers see the business,
// editors their own coupons, anyone else nothing (null here).

export interface TopCoupon {
  couponId: string;
  title: string;
  units: number;
  grossCents: number;
  views: number;
}

export interface BusinessAnalytics {
  range: RangeDays;
  current: Period;
  previous: Period;
  days: DayMetrics[];
  comparison: Record<Metric, Comparison>;
  top: TopCoupon[];
}

interface DayRow {
  day: string;
  views: number;
  unique_viewers: number;
  orders: number;
  buyers: number;
  units: number;
  gross: string;
  refunds: string;
  redeemed: number;
}

const dayText = (value: string) => String(value).slice(0, 10);

function toDay(r: DayRow): DayMetrics {
  return {
    day: dayText(r.day),
    views: Number(r.views),
    uniqueViewers: Number(r.unique_viewers),
    orders: Number(r.orders),
    buyers: Number(r.buyers),
    units: Number(r.units),
    grossCents: toCents(String(r.gross)),
    refundsCents: toCents(String(r.refunds)),
    redeemed: Number(r.redeemed),
  };
}

/** Null when the caller may not read this business's numbers (not a member, or a plain member). */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return null;
    throw error;
  }
}

export async function getBusinessAnalytics(
  caller: Caller,
  businessId: string,
  range: RangeDays,
  now = new Date(),
): Promise<BusinessAnalytics | null> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return null;
  const { current, previous } = periodsEndingOn(guatemalaDay(now), range);
  return orNull(() =>
    runAs(caller, async (tx) => {
      // Both periods in one call: the comparison needs the previous one's totals.
      const rows = rowsOf<DayRow>(
        await tx.execute(
          sql`select day::text as day, views, unique_viewers, orders, buyers, units, gross::text as gross, refunds::text as refunds, redeemed from public.business_analytics_daily(${businessId}::uuid, ${previous.from}::date, ${current.to}::date)`,
        ),
      );
      const topRows = rowsOf<{ coupon_id: string; title: string; units: number; gross: string; views: number }>(
        await tx.execute(
          sql`select coupon_id, title, units, gross::text as gross, views from public.business_top_coupons(${businessId}::uuid, ${current.from}::date, ${current.to}::date, 5)`,
        ),
      );
      const split = splitAt(rows.map(toDay), current.from);
      return {
        range,
        current,
        previous,
        days: split.current,
        comparison: comparePeriods(totalsOf(split.current), totalsOf(split.previous)),
        top: topRows.map((r) => ({
          couponId: r.coupon_id,
          title: r.title,
          units: Number(r.units),
          grossCents: toCents(String(r.gross)),
          views: Number(r.views),
        })),
      };
    }),
  );
}

/** The last `months` months, newest first; null unless the caller is an owner or manager of the business. */
export async function getBusinessStatement(
  caller: Caller,
  businessId: string,
  months = 12,
): Promise<StatementMonth[] | null> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return null;
  return orNull(() =>
    runAs(caller, async (tx) => {
      const rows = rowsOf<{
        month: string;
        gross: string;
        refunds: string;
        commission_rate: string;
        commission: string;
      }>(
        await tx.execute(
          sql`select month::text as month, gross::text as gross, refunds::text as refunds, commission_rate::text as commission_rate, commission::text as commission from public.business_statement(${businessId}::uuid, ${months})`,
        ),
      );
      return rows.map((r) =>
        statementMonth(
          dayText(r.month),
          toCents(String(r.gross)),
          toCents(String(r.refunds)),
          Number(r.commission_rate),
          toCents(String(r.commission)),
        ),
      );
    }),
  );
}
