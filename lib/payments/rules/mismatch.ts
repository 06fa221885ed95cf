// What the operator's resolution of a reconciliation difference needs from it. Pure.
import type { MismatchKind } from "./reconciliation";

/** The resolutions payment_mismatches accepts (lib/db/schema/payments.ts). */
export const MISMATCH_RESOLUTIONS = ["fulfilled", "refunded", "credited", "dismissed"] as const;
export type MismatchResolution = (typeof MISMATCH_RESOLUTIONS)[number];

const PAYMENT_ID_KEYS = ["providerPaymentId", "paymentId", "payment_id"];

/**
 * The provider's payment id recorded with a difference: at the top of its details or in what one
 * side said (details.provider, details.ours...), whichever reconciliation wrote. Null when absent.
 */
export function paymentIdOf(details: unknown): string | null {
  if (typeof details !== "object" || details === null) return null;
  const record = details as Record<string, unknown>;
  for (const key of PAYMENT_ID_KEYS) {
    const v = record[key];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  for (const v of Object.values(record)) {
    if (typeof v !== "object" || v === null) continue;
    for (const key of PAYMENT_ID_KEYS) {
      const inner = (v as Record<string, unknown>)[key];
      if (typeof inner === "string" && inner.trim()) return inner.trim();
    }
  }
  return null;
}

/** The payment method a difference's details state, if any. */
export function paymentMethodIn(details: unknown): "card" | "bank_transfer" | null {
  if (typeof details !== "object" || details === null) return null;
  const record = details as Record<string, unknown>;
  const candidates = [record.method, ...Object.values(record).map((v) => (v as { method?: unknown } | null)?.method)];
  const found = candidates.find((m) => m === "card" || m === "bank_transfer");
  return (found as "card" | "bank_transfer" | undefined) ?? null;
}

/**
 * What the page offers for a difference. Only money the provider holds for an unpaid order can
 * become the order (fulfil) or go back; a difference without an order can only be dismissed.
 */
export function resolutionsFor(kind: MismatchKind, hasOrder: boolean): MismatchResolution[] {
  if (!hasOrder) return ["dismissed"];
  switch (kind) {
    case "paid_not_recorded":
      return ["fulfilled", "refunded", "credited", "dismissed"];
    case "amount_differs":
      return ["refunded", "credited", "dismissed"];
    case "refund_missing_provider":
      return ["refunded", "dismissed"];
    default:
      return ["dismissed"];
  }
}
