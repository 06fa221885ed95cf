// The sandbox's memory: checkouts, their payments and refunds, as Recurrente keeps them. Nothing is
// written to disk: a restarted sandbox starts empty, as a fresh test account would.
import { randomBytes } from "node:crypto";

export type SandboxCheckoutStatus = "unpaid" | "payment_in_progress" | "paid";

export interface SandboxItem {
  name: string;
  currency: string;
  amount_in_cents: number;
  quantity: number;
}

export interface SandboxCheckout {
  id: string;
  status: SandboxCheckoutStatus;
  items: SandboxItem[];
  totalCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, unknown>;
  expiresAt: Date | null;
  createdAt: Date;
  /** The payment intent (pa_…) once a card or a transfer succeeded: what a refund names. */
  paymentId: string | null;
  method: "card" | "bank_transfer_receiver" | null;
  /** The bank transfer intent (ba_…) while one is pending or after it settled. */
  transferId: string | null;
  paidAt: Date | null;
  /** Declined card attempts (the checkout stays open, as the real page lets the buyer try again). */
  declines: number;
}

export interface SandboxRefund {
  id: string;
  paymentId: string;
  checkoutId: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** Ids shaped like Recurrente's: a prefix and lowercase letters and digits. */
export function sandboxId(prefix: string, length = 16): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export class SandboxRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Validates a create-checkout body as the real API would and returns the new checkout. */
export function parseCheckoutBody(body: unknown, now: Date): SandboxCheckout {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const rawItems = Array.isArray(input.items) ? input.items : [];
  if (rawItems.length === 0) throw new SandboxRequestError(422, "items no puede estar vacío");
  const items = rawItems.map((raw): SandboxItem => {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const amount = Number(item.amount_in_cents);
    const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
    const currency = String(item.currency ?? "");
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new SandboxRequestError(422, "amount_in_cents inválido");
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9)
      throw new SandboxRequestError(422, "quantity debe estar entre 1 y 9");
    if (currency !== "GTQ" && currency !== "USD") throw new SandboxRequestError(422, "currency debe ser GTQ o USD");
    return { name: String(item.name ?? "Producto"), currency, amount_in_cents: amount, quantity };
  });
  const currencies = new Set(items.map((i) => i.currency));
  if (currencies.size > 1) throw new SandboxRequestError(422, "Todos los items deben tener la misma moneda");
  const expiresAt = input.expires_at ? new Date(String(input.expires_at)) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new SandboxRequestError(422, "expires_at inválido");
  for (const key of ["success_url", "cancel_url"] as const)
    if (input[key] !== undefined && !/^https?:\/\//.test(String(input[key])))
      throw new SandboxRequestError(422, `${key} debe ser una URL http(s)`);
  const metadata =
    typeof input.metadata === "object" && input.metadata !== null ? (input.metadata as Record<string, unknown>) : {};
  return {
    id: sandboxId("ch"),
    status: "unpaid",
    items,
    totalCents: items.reduce((sum, i) => sum + i.amount_in_cents * i.quantity, 0),
    currency: items[0]!.currency,
    successUrl: String(input.success_url ?? ""),
    cancelUrl: String(input.cancel_url ?? ""),
    metadata,
    expiresAt,
    createdAt: now,
    paymentId: null,
    method: null,
    transferId: null,
    paidAt: null,
    declines: 0,
  };
}

/** Whether the buyer can still pay: not paid, no transfer under way, not past its expiry. */
export function isOpen(checkout: SandboxCheckout, now: Date): boolean {
  if (checkout.status !== "unpaid") return false;
  return !checkout.expiresAt || checkout.expiresAt.getTime() > now.getTime();
}

export interface SandboxStore {
  checkouts: Map<string, SandboxCheckout>;
  refunds: Map<string, SandboxRefund>;
  /** A checkout by its own id or by its bank transfer's id (ba_…). */
  findCheckout(id: string): SandboxCheckout | undefined;
  findByPayment(paymentId: string): SandboxCheckout | undefined;
}

export function createSandboxStore(): SandboxStore {
  const checkouts = new Map<string, SandboxCheckout>();
  const refunds = new Map<string, SandboxRefund>();
  return {
    checkouts,
    refunds,
    findCheckout: (id) => checkouts.get(id) ?? [...checkouts.values()].find((c) => c.transferId === id),
    findByPayment: (paymentId) => [...checkouts.values()].find((c) => c.paymentId === paymentId),
  };
}
