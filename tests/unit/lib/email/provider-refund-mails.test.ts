// The two mails of provider refunds: a voucher refund owed by the operator says so instead of
// promising the card, and a late payment given back whole says why, in text and escaped HTML.
import { describe, expect, it } from "vitest";
import { buildOrderRefundEmail } from "@/lib/email/order-refund";
import { buildRefundReceiptEmail } from "@/lib/email/refund-receipt";

const receipt = {
  to: "ana@example.com",
  name: "Ana",
  couponTitle: "Cena & vino",
  code: "ABCDEFGH2345",
  orderId: "0f8e1c2a-0000-4000-8000-000000000000",
  amountCents: 8_959,
  refundedTotalCents: 8_959,
  orderTotalCents: 17_918,
  orderState: "reembolsada_parcialmente" as const,
  refundId: "9a7b6c5d-0000-4000-8000-000000000000",
};

describe("provider refund mails", () => {
  it("an owed refund names the operator, credit or transfer, and does not promise the card", () => {
    const owed = buildRefundReceiptEmail({ ...receipt, owed: true });
    expect(owed.text).toContain("Monto a devolver: Q89.59");
    expect(owed.text).toContain("crédito en tu cuenta o por transferencia bancaria");
    expect(owed.text).not.toContain("Llegará a tu método de pago");
    const sent = buildRefundReceiptEmail(receipt);
    expect(sent.text).toContain("Llegará a tu método de pago");
    expect(sent.text).not.toContain("transferencia bancaria");
  });

  it("a late payment given back says the coupons sold out, the amount and the provider's refund", () => {
    const mail = buildOrderRefundEmail({
      name: "Ana <b>",
      orderId: receipt.orderId,
      amountCents: 8_959,
      refundId: "re_abc123",
    });
    expect(mail.subject).toBe("Devolvimos tu pago del pedido 0F8E1C2A");
    expect(mail.text).toContain("Los cupones se agotaron mientras pagabas");
    expect(mail.text).toContain("Q89.59");
    expect(mail.text).toContain("re_abc123");
    expect(mail.html).toContain("Ana &lt;b&gt;");
    expect(mail.html).not.toContain("Ana <b>");
  });
});
