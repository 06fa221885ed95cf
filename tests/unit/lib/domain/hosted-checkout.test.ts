// The hosted checkout's schema (contact and NIT only, strict: card data is refused, never
// dropped) and the lines a provider is asked to charge (they must add up to the order's total).
import { describe, expect, it } from "vitest";
import { checkoutSchema, emptyHostedCheckout, hostedCheckoutSchema } from "@/lib/domain/checkout";
import { startHostedCheckoutSchema } from "@/lib/domain/checkout-order";
import { hostedCheckoutLines } from "@/lib/payments/rules/hosted-checkout";
import { wordedParse } from "../../helpers/worded";

const contact = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a Avenida 10-20, Zona 1",
  city: "Guatemala",
};
const CARD_FIELDS = {
  cardNumber: "4111 1111 1111 1111",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
};
const order = {
  idempotencyKey: "6c44b9f2-deb9-4ea8-a6da-deee6983abf8",
  items: [{ couponId: "7d44b9f2-deb9-4ea8-a6da-deee6983abf8", quantity: 2 }],
  expectedTotalCents: 22_400,
};

describe("hostedCheckoutSchema", () => {
  it("takes the contact fields and the NIT, normalised, with CF when empty", () => {
    expect(hostedCheckoutSchema.parse({ ...contact, nit: "1234567-9" })).toEqual({ ...contact, nit: "12345679" });
    expect(hostedCheckoutSchema.parse(contact)).toEqual({ ...contact, nit: "CF" });
    expect(Object.keys(emptyHostedCheckout()).sort()).toEqual([...Object.keys(contact), "nit"].sort());
  });

  it("refuses each card field, alone or together, and any other extra key", () => {
    for (const [key, value] of Object.entries(CARD_FIELDS)) {
      const r = hostedCheckoutSchema.safeParse({ ...contact, [key]: value });
      expect(r.success, key).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: [key] });
    }
    expect(hostedCheckoutSchema.safeParse({ ...contact, ...CARD_FIELDS }).success).toBe(false);
    expect(hostedCheckoutSchema.safeParse({ ...contact, pan: "4111111111111111" }).success).toBe(false);
    // Even empty card fields are refused: the key itself is the problem.
    expect(hostedCheckoutSchema.safeParse({ ...contact, cvv: "" }).success).toBe(false);
  });

  it("the submit's schema (cart, key and total added) stays strict", () => {
    expect(startHostedCheckoutSchema.safeParse({ ...order, ...contact }).success).toBe(true);
    for (const [key, value] of Object.entries(CARD_FIELDS))
      expect(startHostedCheckoutSchema.safeParse({ ...order, ...contact, [key]: value }).success, key).toBe(false);
  });

  it("words the form's refusals as the card checkout does", () => {
    const first = (value: unknown) => {
      const r = wordedParse(hostedCheckoutSchema, value);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(first({ ...contact, name: " " })).toBe("Por favor completa todos los campos");
    expect(first({ ...contact, email: "ana@" })).toBe("Ingresa un email válido.");
    expect(first({ ...contact, nit: "1234567-1" })).toMatch(/^El NIT o CUI no es válido/);
  });

  it("asks the same of the contact as the card checkout's schema", () => {
    for (const over of [{ name: "" }, { email: "x" }, { phone: " " }, { address: "a".repeat(301) }, { city: "" }]) {
      expect(hostedCheckoutSchema.safeParse({ ...contact, ...over }).success).toBe(false);
      expect(checkoutSchema.safeParse({ ...contact, ...CARD_FIELDS, ...over }).success).toBe(false);
    }
  });
});

describe("hostedCheckoutLines", () => {
  const whole = (n: number) => `Pedido CuponGT (${n})`;

  it("sends each line with IVA per unit when they add up to the order's total", () => {
    const lines = [
      { name: "Cena", quantity: 2, unitCents: 10_000 },
      { name: "Spa", quantity: 1, unitCents: 5_000 },
    ];
    expect(hostedCheckoutLines(lines, 28_000, whole)).toEqual([
      { name: "Cena", quantity: 2, unitCents: 11_200 },
      { name: "Spa", quantity: 1, unitCents: 5_600 },
    ]);
  });

  it("sends one line for the whole order when per-unit rounding or credit would charge another amount", () => {
    // Q0.99 + 12% is 110.88 cents a unit: 111 x 3 = 333, the order's IVA rounded once is 333 too...
    const odd = [{ name: "Café", quantity: 3, unitCents: 99 }];
    expect(hostedCheckoutLines(odd, 333, whole)).toEqual([{ name: "Café", quantity: 3, unitCents: 111 }]);
    // ...but 7 x 111 = 777 while the order is 776 (693 + 83): one line at the order's total.
    const seven = [{ name: "Café", quantity: 7, unitCents: 99 }];
    expect(hostedCheckoutLines(seven, 776, whole)).toEqual([
      { name: "Pedido CuponGT (7)", quantity: 1, unitCents: 776 },
    ]);
    // Credit took Q20 off: the lines no longer add up, whatever they are.
    const credited = [
      { name: "Cena", quantity: 2, unitCents: 10_000 },
      { name: "Spa", quantity: 1, unitCents: 5_000 },
    ];
    expect(hostedCheckoutLines(credited, 26_000, whole)).toEqual([
      { name: "Pedido CuponGT (3)", quantity: 1, unitCents: 26_000 },
    ]);
  });

  it("whatever it sends adds up to exactly the order's total", () => {
    for (let unit = 1; unit < 400; unit += 7)
      for (let quantity = 1; quantity <= 9; quantity++) {
        const subtotal = unit * quantity;
        const total = subtotal + Math.round(subtotal * 0.12);
        const sent = hostedCheckoutLines([{ name: "x", quantity, unitCents: unit }], total, whole);
        expect(sent.reduce((s, l) => s + l.unitCents * l.quantity, 0)).toBe(total);
      }
  });
});
