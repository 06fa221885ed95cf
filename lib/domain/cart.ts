// The cart: a pure reducer over integer cents, the totals with IVA, the stored form, and the
// reconciliation with the server's quote (a price in the browser is never trusted).
import { ivaCents } from "./money";

export interface CartItem {
  id: string;
  title: string;
  /** Unit price in integer cents, as last seen (the quote at checkout replaces it). */
  priceCents: number;
  quantity: number;
  image: string | null;
}

export type CartLineInput = Omit<CartItem, "quantity">;

export type CartAction =
  | { type: "add"; item: CartLineInput; quantity?: number }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "remove"; id: string }
  | { type: "clear" }
  | { type: "setPrice"; id: string; priceCents: number };

export interface CartTotals {
  totalItems: number;
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

/** Whole units; a fraction typed into the quantity box is cut, not rounded up. */
const units = (n: number) => Math.trunc(n);

export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const amount = units(action.quantity ?? 1);
      if (Number.isNaN(amount)) return [...items];
      const existing = items.find((i) => i.id === action.item.id);
      if (!existing) {
        return amount > 0 ? [...items, { ...action.item, quantity: amount }] : [...items];
      }
      return cartReducer(items, { type: "setQuantity", id: existing.id, quantity: existing.quantity + amount });
    }
    case "setQuantity": {
      const quantity = units(action.quantity);
      if (Number.isNaN(quantity)) return [...items];
      // A quantity of 0 or less removes the item.
      if (quantity <= 0) return items.filter((i) => i.id !== action.id);
      return items.map((i) => (i.id === action.id ? { ...i, quantity } : i));
    }
    case "remove":
      return items.filter((i) => i.id !== action.id);
    case "clear":
      return [];
    case "setPrice":
      return items.map((i) => (i.id === action.id ? { ...i, priceCents: action.priceCents } : i));
  }
}

/**
 * Total = subtotal x 1.12 (IVA 12% on top). IVA is rounded to the cent (half up, via ivaCents) and the
 * total is subtotal + IVA, so the three lines shown always add up; since the subtotal is whole
 * cents this equals round(subtotal x 1.12).
 */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  const totalItems = items.reduce((sum, i) => sum + i.quantity, 0);
  const subtotalCents = items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  const iva = ivaCents(subtotalCents);
  return { totalItems, subtotalCents, ivaCents: iva, totalCents: subtotalCents + iva };
}

// Checked by hand rather than with zod: this runs in every page's bundle (the header badge).
function isStoredItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    v.id !== "" &&
    typeof v.title === "string" &&
    Number.isInteger(v.priceCents) &&
    (v.priceCents as number) >= 0 &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0 &&
    (v.image === null || typeof v.image === "string")
  );
}

export const CART_STORAGE_KEY = "cupongt_cart_v1";

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ items });
}

/** Whatever is in storage (hand-edited, an older shape, not JSON at all) becomes a valid cart or an empty one. */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = parsed && typeof parsed === "object" ? (parsed as { items?: unknown }).items : undefined;
    if (!Array.isArray(list) || !list.every(isStoredItem)) return [];
    // Duplicate ids would double-count: keep the first, as the reducer never creates them.
    const seen = new Set<string>();
    return list
      .filter((i) => !seen.has(i.id) && seen.add(i.id))
      .map(({ id, title, priceCents, quantity, image }) => ({ id, title, priceCents, quantity, image }));
  } catch {
    return [];
  }
}

/** One line of the server's re-pricing (quoteCart). */
export interface QuoteLine {
  couponId: string;
  title: string;
  unitCents: number;
  remaining: number;
  available: boolean;
  reason?: string;
}

export interface CartQuote {
  lines: QuoteLine[];
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

export interface PriceChange {
  id: string;
  title: string;
  fromCents: number;
  toCents: number;
}

export interface UnavailableLine {
  id: string;
  title: string;
  reason?: string;
}

export interface QuoteReview {
  priceChanges: PriceChange[];
  unavailable: UnavailableLine[];
}

/**
 * Compares the cart with the server's quote: lines whose database price differs (the cart then
 * takes that price) and lines the server cannot sell (sold out, expired, unknown: missing from
 * the quote counts as unavailable).
 */
export function reviewQuote(items: readonly CartItem[], quote: CartQuote): QuoteReview {
  const byId = new Map(quote.lines.map((l) => [l.couponId, l]));
  const priceChanges: PriceChange[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const item of items) {
    const line = byId.get(item.id);
    if (!line || !line.available) {
      unavailable.push({ id: item.id, title: line?.title ?? item.title, reason: line?.reason });
    } else if (line.unitCents !== item.priceCents) {
      priceChanges.push({ id: item.id, title: line.title, fromCents: item.priceCents, toCents: line.unitCents });
    }
  }
  return { priceChanges, unavailable };
}
