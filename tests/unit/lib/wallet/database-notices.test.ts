// The pushed notices database functions write are known by their kind and dedupe key, with the id
// they are about; the notices jobs write (already in their reader's language) and malformed keys are not.
import { describe, expect, it } from "vitest";
import { databaseNotice } from "@/lib/wallet/rules/database-notices";

const ID = "00000000-0000-4000-8000-000000000001";

describe("databaseNotice", () => {
  it("reads the id out of each database function's key", () => {
    expect(databaseNotice("gift_claimed", `gift:${ID}`)).toEqual({ kind: "gift_claimed", giftId: ID });
    expect(databaseNotice("refund_settled", `refund_settled:${ID}`)).toEqual({ kind: "refund_settled", refundId: ID });
    expect(databaseNotice("coupon_published", `coupon:${ID}`)).toEqual({ kind: "coupon_published", couponId: ID });
    expect(databaseNotice("review_reply", `review_reply:${ID}`)).toEqual({ kind: "review_reply", reviewId: ID });
    expect(databaseNotice("booking_moved", `booking:${ID}:3:movida`)).toEqual({ kind: "booking_moved", bookingId: ID });
    expect(databaseNotice("booking_cancelled", `booking:${ID}:cancelada`)).toEqual({
      kind: "booking_cancelled",
      bookingId: ID,
    });
  });

  it("leaves alone what jobs write, other kinds and keys that name no id", () => {
    // A refund the payment port completed, and the reminders: written by jobs in the reader's language.
    expect(databaseNotice("refund_settled", `refund-done:${ID}`)).toBeNull();
    expect(databaseNotice("voucher_expiring", `expiry:${ID}:1`)).toBeNull();
    expect(databaseNotice("booking_reminder", `booking:${ID}:2:reminder:24`)).toBeNull();
    expect(databaseNotice("order_confirmed", `order:${ID}`)).toBeNull();
    expect(databaseNotice("toString", "toString")).toBeNull();
    expect(databaseNotice("gift_claimed", null)).toBeNull();
    expect(databaseNotice("gift_claimed", "gift:not-an-id")).toBeNull();
    expect(databaseNotice("booking_moved", `booking:${ID}:cancelada`)).toBeNull();
  });
});
