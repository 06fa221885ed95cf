import { describe, expect, it } from "vitest";
import {
  CART_STORAGE_KEY,
  cartReducer,
  cartTotals,
  parseStoredCart,
  reviewQuote,
  serializeCart,
  type CartItem,
  type CartLineInput,
  type CartQuote,
} from "@/lib/domain/cart";
import { formatQuetzales } from "@/lib/domain/money";

const pizza: CartLineInput = { id: "a", title: "Pizza 2x1", priceCents: 8950, image: "/p.jpg" };
const spa: CartLineInput = { id: "b", title: "Día de spa", priceCents: 25000, image: null };
const line = (item: CartLineInput, quantity: number): CartItem => ({ ...item, quantity });

describe("cartReducer (SPEC 4)", () => {
  it("starts empty and appends a new item with quantity 1 when none is given", () => {
    expect(cartReducer([], { type: "add", item: pizza })).toEqual([line(pizza, 1)]);
  });

  it("appends a new item with the quantity given, after the existing ones", () => {
    const cart = cartReducer([line(pizza, 1)], { type: "add", item: spa, quantity: 3 });
    expect(cart).toEqual([line(pizza, 1), line(spa, 3)]);
  });

  it("adding an existing id raises its quantity by 1, or by the amount given", () => {
    let cart = cartReducer([line(pizza, 1)], { type: "add", item: pizza });
    expect(cart).toEqual([line(pizza, 2)]);
    cart = cartReducer(cart, { type: "add", item: pizza, quantity: 5 });
    expect(cart).toEqual([line(pizza, 7)]);
  });

  it("matches by id only: an existing line keeps its title and price when added again", () => {
    const cart = cartReducer([line(pizza, 1)], { type: "add", item: { ...pizza, title: "otro", priceCents: 1 } });
    expect(cart).toEqual([line(pizza, 2)]);
  });

  it("sets a quantity, and a quantity of 0 or less removes the item", () => {
    const start = [line(pizza, 2), line(spa, 1)];
    expect(cartReducer(start, { type: "setQuantity", id: "a", quantity: 4 })).toEqual([line(pizza, 4), line(spa, 1)]);
    expect(cartReducer(start, { type: "setQuantity", id: "a", quantity: 0 })).toEqual([line(spa, 1)]);
    expect(cartReducer(start, { type: "setQuantity", id: "b", quantity: -3 })).toEqual([line(pizza, 2)]);
  });

  it("an add that brings the quantity to 0 or less removes the item too", () => {
    expect(cartReducer([line(pizza, 2)], { type: "add", item: pizza, quantity: -2 })).toEqual([]);
    expect(cartReducer([], { type: "add", item: pizza, quantity: 0 })).toEqual([]);
  });

  it("keeps whole units and ignores a quantity that is not a number", () => {
    expect(cartReducer([line(pizza, 1)], { type: "setQuantity", id: "a", quantity: 2.7 })).toEqual([line(pizza, 2)]);
    expect(cartReducer([line(pizza, 1)], { type: "setQuantity", id: "a", quantity: Number.NaN })).toEqual([
      line(pizza, 1),
    ]);
  });

  it("removes by id and clears", () => {
    const start = [line(pizza, 2), line(spa, 1)];
    expect(cartReducer(start, { type: "remove", id: "a" })).toEqual([line(spa, 1)]);
    expect(cartReducer(start, { type: "remove", id: "zzz" })).toEqual(start);
    expect(cartReducer(start, { type: "clear" })).toEqual([]);
  });

  it("takes a new unit price for one line (the database price at checkout)", () => {
    expect(cartReducer([line(pizza, 2)], { type: "setPrice", id: "a", priceCents: 9900 })).toEqual([
      { ...line(pizza, 2), priceCents: 9900 },
    ]);
  });

  it("never mutates the cart it is given", () => {
    const start = Object.freeze([Object.freeze(line(pizza, 1))]) as readonly CartItem[];
    expect(() => cartReducer(start, { type: "add", item: pizza })).not.toThrow();
    expect(start[0]!.quantity).toBe(1);
  });
});

describe("cartTotals (SPEC 3, 9)", () => {
  it("totalItems is the sum of quantities; subtotal the sum of price x quantity", () => {
    const totals = cartTotals([line(pizza, 2), line(spa, 3)]);
    expect(totals.totalItems).toBe(5);
    expect(totals.subtotalCents).toBe(2 * 8950 + 3 * 25000);
  });

  it("IVA is 12% of the subtotal and total = subtotal x 1.12 = subtotal + IVA", () => {
    const totals = cartTotals([line(pizza, 2), line(spa, 3)]); // 92,900 cents
    expect(totals.ivaCents).toBe(11148);
    expect(totals.totalCents).toBe(104048);
    expect(formatQuetzales(totals.totalCents)).toBe("Q1,040.48");
  });

  it("rounds IVA half up to the cent and the total still adds up", () => {
    // 0.12 x 1,234 = 148.08 -> 148; 0.12 x 1,237 = 148.44 -> 148; 0.12 x 1,238 = 148.56 -> 149.
    for (const [subtotal, iva] of [
      [1234, 148],
      [1237, 148],
      [1238, 149],
      [1, 0],
      [5, 1],
    ] as const) {
      const totals = cartTotals([{ ...line(pizza, 1), priceCents: subtotal }]);
      expect(totals.ivaCents).toBe(iva);
      expect(totals.totalCents).toBe(subtotal + iva);
      expect(totals.totalCents).toBe(Math.round(subtotal * 1.12));
    }
  });

  it("an empty cart totals zero", () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, subtotalCents: 0, ivaCents: 0, totalCents: 0 });
  });
});

describe("stored cart", () => {
  it("survives a round trip under its versioned key", () => {
    const cart = [line(pizza, 2), line(spa, 1)];
    expect(CART_STORAGE_KEY).toBe("cupongt_cart_v1");
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
  });

  it("anything malformed becomes an empty cart", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "not json",
      "[]",
      "null",
      '{"items":5}',
      '{"items":[{"id":"a"}]}',
      JSON.stringify({ items: [{ ...line(pizza, 1), quantity: 0 }] }),
      JSON.stringify({ items: [{ ...line(pizza, 1), priceCents: 12.5 }] }),
    ]) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it("keeps only the first line of a duplicated id", () => {
    expect(parseStoredCart(JSON.stringify({ items: [line(pizza, 1), line(pizza, 4)] }))).toEqual([line(pizza, 1)]);
  });
});

describe("reviewQuote (PRODUCT 4: the database price wins)", () => {
  const quote = (lines: CartQuote["lines"]): CartQuote => ({ lines, subtotalCents: 0, ivaCents: 0, totalCents: 0 });

  it("reports nothing when every line is available at the same price", () => {
    const q = quote([{ couponId: "a", title: pizza.title, unitCents: 8950, remaining: 10, available: true }]);
    expect(reviewQuote([line(pizza, 1)], q)).toEqual({ priceChanges: [], unavailable: [] });
  });

  it("lists price changes with the old and new price", () => {
    const q = quote([{ couponId: "a", title: "Pizza 2x1", unitCents: 9900, remaining: 10, available: true }]);
    expect(reviewQuote([line(pizza, 1)], q).priceChanges).toEqual([
      { id: "a", title: "Pizza 2x1", fromCents: 8950, toCents: 9900 },
    ]);
  });

  it("lists sold-out or expired lines with the server's reason, and lines missing from the quote", () => {
    const q = quote([
      { couponId: "a", title: "Pizza 2x1", unitCents: 8950, remaining: 0, available: false, reason: "Agotado" },
    ]);
    expect(reviewQuote([line(pizza, 1), line(spa, 1)], q)).toEqual({
      priceChanges: [],
      unavailable: [
        { id: "a", title: "Pizza 2x1", reason: "Agotado" },
        { id: "b", title: "Día de spa", reason: undefined },
      ],
    });
  });
});
