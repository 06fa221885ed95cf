import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { isUuid } from "@/lib/domain/uuid";
import { isSelfIdentifiedBot } from "@/lib/domain/view-counting";
import { hitRateLimit } from "../rate-limit";
import { runAsSystem } from "../system";

/** What became of one beacon: only "counted" added a view. "limited" is answered 429. */
export type ViewOutcome = "counted" | "ignored" | "bot" | "limited" | "invalid";

export interface Viewer {
  /** The client's address (lib/auth/request-context clientIp); hashed with a daily salt in the database. */
  address: string;
  userAgent: string | null;
}

/**
 * Counts one visit of a coupon's page, honestly ("Más visitados" must not be gamed):
 * self-identified bots are skipped, an address past its per-minute limit is refused, and the
 * database keeps one view per visitor, coupon and Guatemala day (public.record_coupon_view). The
 * visitor is the address alone: a script changing its User-Agent or dropping cookies from one
 * address still counts once. (Shoppers behind one carrier NAT address count as one visitor per
 * coupon and day: an undercount, never an inflation.)
 */
export async function recordCouponView(id: string, viewer: Viewer): Promise<ViewOutcome> {
  if (!isUuid(id)) return "invalid";
  if (isSelfIdentifiedBot(viewer.userAgent)) return "bot";
  if (!(await hitRateLimit("viewBeaconPerIp", viewer.address))) return "limited";
  const [row] = rowsOf<{ counted: boolean }>(
    await runAsSystem(
      (tx) =>
        tx.execute(sql`select public.record_coupon_view(${id.toLowerCase()}::uuid, ${viewer.address}) as counted`),
      { lane: "ingress" },
    ),
  );
  return row?.counted ? "counted" : "ignored";
}
