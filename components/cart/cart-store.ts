// The cart's one source of truth in the browser: the pure reducer over localStorage, read through
// useSyncExternalStore so the server (and the first client render) sees an empty cart and the
// stored one appears right after hydration, keeping the server HTML static.
import {
  CART_STORAGE_KEY,
  cartReducer,
  parseStoredCart,
  serializeCart,
  type CartAction,
  type CartItem,
} from "@/lib/domain/cart";

const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
const listeners = new Set<() => void>();

function readStorage(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY; // storage blocked (privacy mode): the cart still works for this page
  }
}

function emit() {
  for (const listener of listeners) listener();
}

// Another tab changed the cart: follow it instead of overwriting it on our next write.
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  items = readStorage();
  emit();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function getCartSnapshot(): CartItem[] {
  return (items ??= readStorage());
}

export function getServerCartSnapshot(): CartItem[] {
  return EMPTY;
}

export function dispatchCart(action: CartAction): void {
  items = cartReducer(getCartSnapshot(), action);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch {
    // Full or blocked storage: keep the in-memory cart rather than fail the click.
  }
  emit();
}
