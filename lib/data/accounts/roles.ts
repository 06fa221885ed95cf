import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { userRoles } from "@/lib/db/schema";
import { askBoolean } from "../catalogue/businesses-write";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// The seller role: a buyer activates it (a user_roles row), a seller removes it. RLS lets
// a user write only their own row; without it, publishing stops at once (coupons_insert_editor).

export async function hasSellerRole(caller: Caller): Promise<boolean> {
  if (caller.role !== "authenticated") return false;
  return runAs(caller, (tx) => askBoolean(tx, sql`public.has_seller_role()`));
}

/** Idempotent: activating twice keeps one row. */
export async function enableSeller(caller: Caller): Promise<boolean> {
  if (caller.role !== "authenticated") return false;
  await runAs(caller, (tx) =>
    tx.insert(userRoles).values({ userId: caller.userId, role: "seller" }).onConflictDoNothing(),
  );
  return true;
}

/** Removes the caller's own seller role (their businesses and coupons stay). */
export async function disableSeller(caller: Caller): Promise<boolean> {
  if (caller.role !== "authenticated") return false;
  await runAs(caller, (tx) =>
    tx.delete(userRoles).where(and(eq(userRoles.userId, caller.userId), eq(userRoles.role, "seller"))),
  );
  return true;
}
