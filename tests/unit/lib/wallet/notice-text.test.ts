// A push's words in its reader's language: a notice a database function wrote in Spanish is written
// again in English, with the English page's link, for an English reader, and goes as written to a
// Spanish one; a notice a job wrote goes as written (the job wrote it in its reader's language).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NoticeFacts } from "@/lib/wallet/data/database-notices";

const facts = vi.hoisted(() => ({ next: null as NoticeFacts | null, asked: 0 }));
vi.mock("@/lib/wallet/data/database-notices", () => ({
  databaseNoticeFacts: async () => {
    facts.asked++;
    return facts.next;
  },
}));
const { pushText } = await import("@/lib/wallet/push/notice-text");

const ID = "00000000-0000-4000-8000-000000000001";
const row = (kind: string, dedupeKey: string, href = "/mis-cupones") => ({
  userId: ID,
  kind,
  title: "Título en español",
  body: "Cuerpo en español",
  href,
  dedupeKey,
});
const english = (values: Record<string, string> = {}) => (facts.next = { language: "en", values });

describe("pushText", () => {
  beforeEach(() => {
    facts.next = null;
    facts.asked = 0;
  });

  it("writes each database notice again in English for an English reader", async () => {
    english({ title: "Pizza 2x1" });
    expect(await pushText(row("gift_claimed", `gift:${ID}`))).toEqual({
      title: "Your gift was claimed",
      body: "Pizza 2x1 is now in the hands of the person you gave it to.",
      url: "/en/my-coupons",
    });
    english({ amount: "Q50.00", settledAs: "credito" });
    expect(await pushText(row("refund_settled", `refund_settled:${ID}`, "/mis-compras"))).toEqual({
      title: "We returned your refund",
      body: "We credited Q50.00 to your CuponGT balance.",
      url: "/en/my-purchases",
    });
    english({ amount: "Q50.00", settledAs: "transferencia" });
    expect((await pushText(row("refund_settled", `refund_settled:${ID}`))).body).toBe(
      "We sent you Q50.00 by bank transfer.",
    );
    english({ business: "Don Pepe", title: "Two pizzas" });
    expect(await pushText(row("coupon_published", `coupon:${ID}`, `/cupon/${ID}`))).toEqual({
      title: "Don Pepe published a new coupon",
      body: "Two pizzas",
      url: `/en/coupon/${ID}`,
    });
    english({ title: "Two pizzas", reply: "¡Gracias! Thank you!" });
    expect(await pushText(row("review_reply", `review_reply:${ID}`, `/cupon/${ID}`))).toEqual({
      title: "The business replied to your review",
      body: 'About "Two pizzas": ¡Gracias! Thank you!',
      url: `/en/coupon/${ID}`,
    });
    english();
    expect((await pushText(row("booking_moved", `booking:${ID}:2:movida`))).title).toBe(
      "The business changed your booking",
    );
    expect(await pushText(row("booking_cancelled", `booking:${ID}:cancelada`))).toEqual({
      title: "The business canceled your booking",
      body: "You can choose another time in My coupons.",
      url: "/en/my-coupons",
    });
  });

  it("keeps within the inbox's limits a reply that fills them", async () => {
    english({ title: "Pizza", reply: "x".repeat(600) });
    expect((await pushText(row("review_reply", `review_reply:${ID}`))).body).toHaveLength(500);
  });

  it("sends as written a Spanish reader's notice, one whose subject is gone, and a job's", async () => {
    const stored = { title: "Título en español", body: "Cuerpo en español", url: "/mis-cupones" };
    facts.next = { language: "es", values: {} };
    expect(await pushText(row("booking_cancelled", `booking:${ID}:cancelada`))).toEqual(stored);
    facts.next = null;
    expect(await pushText(row("gift_claimed", `gift:${ID}`))).toEqual(stored);
    expect(facts.asked).toBe(2);
    english();
    expect(await pushText(row("voucher_expiring", `expiry:${ID}:1`))).toEqual(stored);
    expect(await pushText({ ...row("refund_settled", `refund-done:${ID}`), body: null, href: null })).toEqual({
      title: "Título en español",
      body: "",
      url: "/",
    });
    expect(facts.asked).toBe(2);
  });
});
