import { describe, expect, it } from "vitest";
import { sellerCouponStatus } from "@/lib/domain/seller-coupon-status";

const now = Date.parse("2026-11-21T12:00:00Z");
const future = "2026-12-01T00:00:00.000Z";
const past = "2026-11-20T00:00:00.000Z";

describe("sellerCouponStatus (Activo / Pausado / Vencido / Agotado)", () => {
  it("an active coupon with stock and time left is active", () => {
    expect(sellerCouponStatus({ status: "active", endTime: future, remaining: 5 }, now)).toBe("active");
  });
  it("a paused coupon is paused", () => {
    expect(sellerCouponStatus({ status: "paused", endTime: future, remaining: 5 }, now)).toBe("paused");
  });
  it("an ended coupon is expired, paused or not", () => {
    expect(sellerCouponStatus({ status: "active", endTime: past, remaining: 5 }, now)).toBe("expired");
    expect(sellerCouponStatus({ status: "paused", endTime: past, remaining: 0 }, now)).toBe("expired");
  });
  it("ending exactly now counts as expired", () => {
    expect(sellerCouponStatus({ status: "active", endTime: new Date(now).toISOString(), remaining: 5 }, now)).toBe(
      "expired",
    );
  });
  it("no stock left is sold out, unless paused", () => {
    expect(sellerCouponStatus({ status: "active", endTime: future, remaining: 0 }, now)).toBe("soldOut");
    expect(sellerCouponStatus({ status: "paused", endTime: future, remaining: 0 }, now)).toBe("paused");
  });
});

describe("sellerCouponStatus under moderation (issue 14)", () => {
  it("shows a hidden or pending coupon as in review and a removed one as removed", () => {
    expect(sellerCouponStatus({ status: "hidden", endTime: future, remaining: 3 }, now)).toBe("inReview");
    expect(sellerCouponStatus({ status: "pending", endTime: future, remaining: 3 }, now)).toBe("inReview");
    expect(sellerCouponStatus({ status: "removed", endTime: future, remaining: 0 }, now)).toBe("removed");
  });
});
