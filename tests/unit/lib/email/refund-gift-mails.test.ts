import { describe, expect, it } from "vitest";
import { buildGiftClaimEmail } from "@/lib/email/gift-claim";
import { buildRefundReceiptEmail } from "@/lib/email/refund-receipt";
import { createSimulatedGateway } from "@/lib/payments/adapters/simulated";

describe("refund receipt mail", () => {
  it("states the amount, the order and its new state, in text and escaped HTML", () => {
    const mail = buildRefundReceiptEmail({
      to: "ana@example.com",
      name: "Ana <b>",
      couponTitle: "Cena & vino",
      code: "ABCDEFGH2345",
      orderId: "0f8e1c2a-0000-4000-8000-000000000000",
      amountCents: 11_200,
      refundedTotalCents: 11_200,
      orderTotalCents: 22_400,
      orderState: "reembolsada_parcialmente",
      refundId: "9a7b6c5d-0000-4000-8000-000000000000",
    });
    expect(mail.subject).toBe("Comprobante de reembolso: Cena & vino");
    expect(mail.text).toContain("Q112.00");
    expect(mail.text).toContain("ABCD-EFGH-2345");
    expect(mail.text).toContain("Pedido 0F8E1C2A");
    expect(mail.text).toContain("reembolsada parcialmente");
    expect(mail.html).toContain("Cena &amp; vino");
    expect(mail.html).toContain("Ana &lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
  });
});

describe("gift claim mail", () => {
  it("carries the claim link on the configured origin, the giver and their message", () => {
    const token = "A".repeat(43);
    const mail = buildGiftClaimEmail({
      giverName: "Ana",
      couponTitle: "Spa",
      message: "¡Feliz <cumple>!",
      token,
      expiresLabel: "1 de marzo de 2027",
    });
    expect(mail.subject).toBe("Ana te regaló un cupón: Spa");
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/regalo/${token}`));
    expect(mail.text).toContain("«¡Feliz <cumple>!»");
    expect(mail.html).toContain("¡Feliz &lt;cumple&gt;!");
    const silent = buildGiftClaimEmail({
      giverName: null,
      couponTitle: "Spa",
      message: null,
      token,
      expiresLabel: "x",
    });
    expect(silent.text).toContain("Alguien te regaló");
    expect(silent.text).not.toContain("Su mensaje");
  });
});

describe("simulated gateway refunds", () => {
  it("records each refund once per idempotency key", async () => {
    const gateway = createSimulatedGateway({ delayMs: 0 });
    const first = await gateway.refund({ amountCents: 500, paymentReference: "sim_x", idempotencyKey: "r1" });
    expect(await gateway.refund({ amountCents: 500, paymentReference: "sim_x", idempotencyKey: "r1" })).toEqual(first);
    await gateway.refund({ amountCents: 700, paymentReference: "sim_x", idempotencyKey: "r2" });
    expect(gateway.refunds.map((r) => [r.idempotencyKey, r.amountCents])).toEqual([
      ["r1", 500],
      ["r2", 700],
    ]);
  });
});
