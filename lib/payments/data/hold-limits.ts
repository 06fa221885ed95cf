import "server-only";
// The unpaid-hold limits (lib/payments/rules/hold-limits.ts): read by anyone (the checkout states them in its
// refusal), changed by an admin only, through public.admin_set_setting, which checks the role,
// re-checks the bounds and writes the audit log with the value before and after.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { HoldLimits } from "@/lib/payments/rules/hold-limits";
import { ANON, type Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";

const KEYS = {
  perCoupon: "hold_max_units_per_coupon",
  total: "hold_max_units_total",
  transferHours: "transfer_hold_hours",
} as const;

export async function getHoldLimits(): Promise<HoldLimits> {
  const [row] = await runAs(ANON, async (tx) =>
    rowsOf<HoldLimits>(
      await tx.execute(sql`select public.unpaid_hold_limit(${KEYS.perCoupon}) as "perCoupon",
        public.unpaid_hold_limit(${KEYS.total}) as "total",
        public.unpaid_hold_limit(${KEYS.transferHours}) as "transferHours"`),
    ),
  );
  return row!;
}

/** All three in one transaction: a refused value changes none of them. */
export async function setHoldLimits(
  caller: Caller,
  limits: HoldLimits,
): Promise<{ ok: true } | { ok: false; code: "forbidden" | "invalid" }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  try {
    await runAs(caller, async (tx) => {
      for (const field of ["perCoupon", "total", "transferHours"] as const)
        await tx.execute(
          sql`select public.admin_set_setting(${KEYS[field]}, to_jsonb(${String(limits[field])}::text))`,
        );
    });
  } catch (error) {
    const code = pgErrorOf(error).code;
    if (code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    if (code === PG.invalidParameter) return { ok: false, code: "invalid" };
    throw error;
  }
  return { ok: true };
}
