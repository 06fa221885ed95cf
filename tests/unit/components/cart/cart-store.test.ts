import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { CART_STORAGE_KEY } from "@/lib/domain/cart";

// The browser store over a fake localStorage; a fresh module per test (its state is module-level).
function fakeWindow(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const listeners = new Set<(e: { key: string | null }) => void>();
  return {
    data,
    listeners,
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    },
    addEventListener: (_: string, l: (e: { key: string | null }) => void) => void listeners.add(l),
    removeEventListener: (_: string, l: (e: { key: string | null }) => void) => void listeners.delete(l),
  };
}

const pizza = { id: "a", title: "Pizza", priceCents: 8900, image: null };

describe("cart store (components/cart/cart-store.ts)", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("the server snapshot is always the empty cart, whatever is stored", async () => {
    vi.stubGlobal("window", fakeWindow({ [CART_STORAGE_KEY]: JSON.stringify({ items: [{ ...pizza, quantity: 2 }] }) }));
    const store = await import("@/components/cart/cart-store");
    expect(store.getServerCartSnapshot()).toEqual([]);
    expect(store.getCartSnapshot()).toEqual([{ ...pizza, quantity: 2 }]);
  });

  it("malformed storage reads as an empty cart; a snapshot is stable until something changes", async () => {
    vi.stubGlobal("window", fakeWindow({ [CART_STORAGE_KEY]: "{oops" }));
    const store = await import("@/components/cart/cart-store");
    const first = store.getCartSnapshot();
    expect(first).toEqual([]);
    expect(store.getCartSnapshot()).toBe(first);
  });

  it("a change goes through the reducer, is written to storage and notifies subscribers", async () => {
    const win = fakeWindow();
    vi.stubGlobal("window", win);
    const store = await import("@/components/cart/cart-store");
    const listener = vi.fn();
    const unsubscribe = store.subscribeCart(listener);
    store.dispatchCart({ type: "add", item: pizza });
    store.dispatchCart({ type: "add", item: pizza, quantity: 2 });
    expect(store.getCartSnapshot()).toEqual([{ ...pizza, quantity: 3 }]);
    expect(JSON.parse(win.data.get(CART_STORAGE_KEY)!)).toEqual({ items: [{ ...pizza, quantity: 3 }] });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    expect(win.listeners.size).toBe(0);
  });

  it("follows another tab's change to the cart key", async () => {
    const win = fakeWindow();
    vi.stubGlobal("window", win);
    const store = await import("@/components/cart/cart-store");
    const listener = vi.fn();
    store.subscribeCart(listener);
    win.data.set(CART_STORAGE_KEY, JSON.stringify({ items: [{ ...pizza, quantity: 5 }] }));
    for (const l of win.listeners) l({ key: "otherKey" });
    expect(listener).not.toHaveBeenCalled();
    for (const l of win.listeners) l({ key: CART_STORAGE_KEY });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getCartSnapshot()).toEqual([{ ...pizza, quantity: 5 }]);
  });

  it("useCart outside its provider throws the spec's developer error", async () => {
    const { useCart } = await import("@/components/cart/cart-context");
    function Orphan() {
      useCart();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow("useCart must be used within a CartProvider");
  });
});
