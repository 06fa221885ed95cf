import { describe, expect, it } from "vitest";
import { cardLast4, checkoutFormSchema, placeOrderSchema, quoteCartSchema } from "@/lib/domain/checkout-order";
import { wordedParse } from "../../helpers/worded";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const form = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a avenida 10-20, zona 1",
  city: "Guatemala",
  cardNumber: "4242 4242 4242 4242",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
};
const order = {
  ...form,
  idempotencyKey: "9b2f7c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d",
  items: [{ couponId: A, quantity: 2 }],
  expectedTotalCents: 11_200,
};
const INCOMPLETE = "Por favor completa todos los campos";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("checkout form (SPEC 5)", () => {
  it("accepts a complete form (the card keeps its grouping; only the last four are ever kept)", () => {
    const parsed = checkoutFormSchema.parse(form);
    expect(cardLast4(parsed.cardNumber)).toBe("4242");
    expect(parsed.name).toBe("Ana López");
  });

  it("refuses any empty field with the spec's message", () => {
    for (const field of Object.keys(form) as (keyof typeof form)[]) {
      const r = wordedParse(checkoutFormSchema, { ...form, [field]: "   " });
      expect(r.success, field).toBe(false);
      expect(firstError(r), field).toBe(INCOMPLETE);
    }
  });

  it("needs 13+ card digits, MM/YY expiry of exactly 5 characters and a 3-4 digit CVV", () => {
    expect(wordedParse(checkoutFormSchema, { ...form, cardNumber: "4242 4242 4242" }).success).toBe(false); // 12 digits
    expect(wordedParse(checkoutFormSchema, { ...form, cardNumber: "4242 4242 4242 4" }).success).toBe(true); // 13 digits
    expect(wordedParse(checkoutFormSchema, { ...form, cardNumber: "4242-4242-4242-4242" }).success).toBe(false);
    expect(wordedParse(checkoutFormSchema, { ...form, expiryDate: "1/29" }).success).toBe(false);
    expect(wordedParse(checkoutFormSchema, { ...form, expiryDate: "13/29" }).success).toBe(false);
    expect(wordedParse(checkoutFormSchema, { ...form, expiryDate: "12/2029" }).success).toBe(false);
    expect(wordedParse(checkoutFormSchema, { ...form, cvv: "12" }).success).toBe(false);
    expect(wordedParse(checkoutFormSchema, { ...form, cvv: "1234" }).success).toBe(true);
    expect(wordedParse(checkoutFormSchema, { ...form, cvv: "12345" }).success).toBe(false);
    expect(firstError(wordedParse(checkoutFormSchema, { ...form, email: "ana" }))).toBe("Ingresa un email válido.");
  });

  it("keeps only the last four card digits", () => {
    expect(cardLast4("4242 4242 4242 1881")).toBe("1881");
  });
});

describe("order input", () => {
  it("merges duplicate coupons and requires a uuid idempotency key", () => {
    const parsed = placeOrderSchema.parse({
      ...order,
      items: [
        { couponId: A, quantity: 1 },
        { couponId: B, quantity: 1 },
        { couponId: A, quantity: 2 },
      ],
    });
    expect(parsed.items).toEqual([
      { couponId: A, quantity: 3 },
      { couponId: B, quantity: 1 },
    ]);
    expect(wordedParse(placeOrderSchema, { ...order, idempotencyKey: "not-a-uuid" }).success).toBe(false);
  });

  it("requires the total the dialog showed, as whole cents", () => {
    const TOTAL_MISSING = "No pudimos leer el total de tu carrito. Recarga la página e intenta de nuevo.";
    expect(placeOrderSchema.parse(order).expectedTotalCents).toBe(11_200);
    const { expectedTotalCents: _omitted, ...withoutTotal } = order;
    expect(firstError(wordedParse(placeOrderSchema, withoutTotal))).toBe(TOTAL_MISSING);
    for (const bad of [-1, 112.5, "11200", Number.NaN, 1e13]) {
      expect(firstError(wordedParse(placeOrderSchema, { ...order, expectedTotalCents: bad })), String(bad)).toBe(
        TOTAL_MISSING,
      );
    }
  });

  it("refuses an empty cart, bad quantities and the order limits", () => {
    expect(firstError(wordedParse(placeOrderSchema, { ...order, items: [] }))).toBe("Tu carrito está vacío");
    expect(wordedParse(placeOrderSchema, { ...order, items: [{ couponId: A, quantity: 0 }] }).success).toBe(false);
    expect(wordedParse(placeOrderSchema, { ...order, items: [{ couponId: A, quantity: 1.5 }] }).success).toBe(false);
    expect(wordedParse(placeOrderSchema, { ...order, items: [{ couponId: "x", quantity: 1 }] }).success).toBe(false);
    const tooMany = wordedParse(placeOrderSchema, {
      ...order,
      items: [
        { couponId: A, quantity: 30 },
        { couponId: A, quantity: 21 },
      ],
    });
    expect(firstError(tooMany)).toBe("Puedes comprar hasta 50 unidades de cada cupón.");
    const lines = Array.from({ length: 21 }, (_, i) => ({
      couponId: `11111111-1111-4111-8111-${String(i).padStart(12, "0")}`,
      quantity: 1,
    }));
    expect(firstError(wordedParse(quoteCartSchema, { items: lines }))).toBe(
      "Puedes comprar hasta 20 cupones distintos por pedido.",
    );
  });
});
