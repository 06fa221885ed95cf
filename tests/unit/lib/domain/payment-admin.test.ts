// The pure pieces of /admin/pagos: the masked buyer address, the keyset cursor (a bad one is the
// first page), what a reconciliation difference offers and where its payment id is read, and the
// operator's two forms.
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/domain/admin-cursor";
import { maskEmail } from "@/lib/domain/mask-email";
import { resolveMismatchSchema, settleRefundSchema } from "@/lib/payments/rules/admin-forms";
import { paymentIdOf, paymentMethodIn, resolutionsFor } from "@/lib/payments/rules/mismatch";

const ID = "0b9c2a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21";

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("ana.lopez@example.com")).toBe("a•••@example.com");
    expect(maskEmail("x@y.gt")).toBe("x•••@y.gt");
    expect(maskEmail("sin-arroba")).toBe("•••");
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail("")).toBeNull();
  });
});

describe("admin cursor", () => {
  it("round-trips a time and id, with or without a rank", () => {
    const at = "2026-11-27T04:00:00.123Z";
    expect(decodeCursor(encodeCursor({ at, id: ID }))).toEqual({ at, id: ID });
    expect(decodeCursor(encodeCursor({ rank: 0, at, id: ID }))).toEqual({ rank: 0, at, id: ID });
    expect(decodeCursor(encodeCursor({ rank: 1, at, id: ID }))).toEqual({ rank: 1, at, id: ID });
  });

  it("reads anything else as the first page", () => {
    for (const bad of [null, undefined, "", "nonsense", Buffer.from("|x|y").toString("base64url"), "a".repeat(500)]) {
      expect(decodeCursor(bad)).toBeNull();
    }
    expect(decodeCursor(Buffer.from(`|not-a-date|${ID}`).toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from(`-1|2026-01-01T00:00:00Z|${ID}`).toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from(`|2026-01-01T00:00:00Z|${ID}|more`).toString("base64url"))).toBeNull();
  });
});

describe("reconciliation differences", () => {
  it("offers fulfil only for money the provider holds for an unpaid order, and only dismissal without an order", () => {
    expect(resolutionsFor("paid_not_recorded", true)).toEqual(["fulfilled", "refunded", "credited", "dismissed"]);
    expect(resolutionsFor("amount_differs", true)).toEqual(["refunded", "credited", "dismissed"]);
    expect(resolutionsFor("refund_missing_provider", true)).toEqual(["refunded", "dismissed"]);
    expect(resolutionsFor("recorded_not_paid", true)).toEqual(["dismissed"]);
    expect(resolutionsFor("refund_missing_here", true)).toEqual(["dismissed"]);
    expect(resolutionsFor("paid_not_recorded", false)).toEqual(["dismissed"]);
  });

  it("reads the provider's payment id and method at the top of the details or one level down", () => {
    expect(paymentIdOf({ paymentId: "pa_1" })).toBe("pa_1");
    expect(paymentIdOf({ payment_id: " pa_2 " })).toBe("pa_2");
    // What reconciliation writes (lib/payments/rules/reconciliation.ts findMismatches).
    expect(paymentIdOf({ providerStatus: "succeeded", providerPaymentId: "pa_3" })).toBe("pa_3");
    expect(
      paymentIdOf({ provider: { paymentId: "pa_3", method: "bank_transfer" }, ours: { status: "cancelled" } }),
    ).toBe("pa_3");
    expect(paymentIdOf({ provider: { paymentId: "" } })).toBeNull();
    expect(paymentIdOf(null)).toBeNull();
    expect(paymentIdOf("pa_4")).toBeNull();
    expect(paymentMethodIn({ provider: { method: "bank_transfer" } })).toBe("bank_transfer");
    expect(paymentMethodIn({ method: "card" })).toBe("card");
    expect(paymentMethodIn({ method: "cash" })).toBeNull();
  });
});

describe("the operator's forms", () => {
  it("requires the transfer's reference, not a note for credit", () => {
    expect(settleRefundSchema.safeParse({ refundId: ID, as: "credito", note: "" }).success).toBe(true);
    const noRef = settleRefundSchema.safeParse({ refundId: ID, as: "transferencia", note: "  " });
    expect(noRef.success).toBe(false);
    expect(noRef.error?.issues[0]?.message).toBe("admin.payments.transferNoteRequired");
    expect(settleRefundSchema.safeParse({ refundId: ID, as: "transferencia", note: "BI-1" }).data?.note).toBe("BI-1");
    expect(settleRefundSchema.safeParse({ refundId: ID, as: "efectivo", note: "" }).success).toBe(false);
    expect(settleRefundSchema.safeParse({ refundId: "x", as: "credito" }).success).toBe(false);
    expect(settleRefundSchema.safeParse({ refundId: ID, as: "transferencia", note: "x".repeat(301) }).success).toBe(
      false,
    );
  });

  it("requires a note to dismiss a difference", () => {
    expect(resolveMismatchSchema.safeParse({ mismatchId: ID, resolution: "fulfilled" }).success).toBe(true);
    const bare = resolveMismatchSchema.safeParse({ mismatchId: ID, resolution: "dismissed", note: "" });
    expect(bare.error?.issues[0]?.message).toBe("admin.payments.dismissNoteRequired");
    expect(resolveMismatchSchema.safeParse({ mismatchId: ID, resolution: "ignored", note: "x" }).success).toBe(false);
  });
});
