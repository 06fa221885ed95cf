import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { isUuid } from "@/lib/domain/uuid";
import type { ReportKind, ReportReason } from "@/lib/domain/moderation";
import { CACHE_TAGS } from "../cache";
import type { Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";

// Moderation: reports from shoppers, replies from businesses. Both are written by SECURITY DEFINER
// functions (report_content, reply_to_review) that check who is asking; this module turns their
// answers and refusals into codes the actions word in Spanish.

export type ReportOutcome = "reported" | "hidden" | "duplicate" | "not_found" | "rate_limited";

/** app_private.limit_reports: the database's own 10-an-hour limit (migration 20261124090130). */
const REPORT_RATE_LIMITED = "CG140";

/** The caller's one report of a coupon or a review; the third reporter of a coupon hides it. */
export async function reportContent(
  caller: Caller,
  input: { kind: ReportKind; targetId: string; reason: ReportReason; details: string | null },
): Promise<{ ok: true; outcome: ReportOutcome } | { ok: false; code: "sign_in" }> {
  if (caller.role !== "authenticated") return { ok: false, code: "sign_in" };
  if (!isUuid(input.targetId)) return { ok: true, outcome: "not_found" };
  const outcome = await runAs(caller, async (tx) => {
    const [row] = rowsOf<{ outcome: ReportOutcome }>(
      await tx.execute(
        sql`select public.report_content(${input.kind}, ${input.targetId}::uuid, ${input.reason}, ${input.details}) as outcome`,
      ),
    );
    return row!.outcome;
  }).catch((error: unknown) => {
    if (pgErrorOf(error).code === REPORT_RATE_LIMITED) return "rate_limited" as const;
    throw error;
  });
  // This report hid the coupon: listings, search and its page must drop it.
  if (outcome === "hidden") revalidateCatalogue(CACHE_TAGS.coupons);
  return { ok: true, outcome };
}

export type ReplyFailure = "forbidden" | "not_found" | "invalid";

/** An owner's or manager's reply to a review of their coupon (created, or edited when it exists). */
export async function replyToReview(
  caller: Caller,
  reviewId: string,
  body: string,
): Promise<{ ok: true; created: boolean; couponId: string } | { ok: false; code: ReplyFailure }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  if (!isUuid(reviewId)) return { ok: false, code: "not_found" };
  try {
    const outcome = await runAs(caller, async (tx) => {
      const [row] = rowsOf<{ outcome: string; coupon_id: string | null }>(
        await tx.execute(sql`select public.reply_to_review(${reviewId}::uuid, ${body}) as outcome,
          (select r.coupon_id from public.reviews r where r.id = ${reviewId}::uuid) as coupon_id`),
      );
      return row!;
    });
    if (outcome.outcome === "not_found" || outcome.outcome === "invalid") return { ok: false, code: outcome.outcome };
    revalidateCatalogue(CACHE_TAGS.coupons);
    return { ok: true, created: outcome.outcome === "created", couponId: outcome.coupon_id! };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    throw error;
  }
}

/** Whether the caller may reply to reviews of this coupon (owner or manager of its business). */
export async function canReplyToReviews(caller: Caller, couponId: string): Promise<boolean> {
  if (caller.role !== "authenticated" || !isUuid(couponId)) return false;
  return runAs(caller, async (tx) => {
    const [row] = rowsOf<{ allowed: boolean }>(
      await tx.execute(sql`
        select coalesce(public.has_business_role(c.business_id, array['owner','manager']::text[]), false) as allowed
        from public.coupons c where c.id = ${couponId}::uuid`),
    );
    return row?.allowed === true;
  });
}
