import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { decodeCursor, encodeCursor } from "@/lib/domain/admin-cursor";
import { maskEmail } from "@/lib/domain/mask-email";
import { toCents } from "@/lib/domain/money";
import type { Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";

// What /admin/pagos lists, through the admin-only functions of supabase/schemas/18-payments.sql
// (each refuses anyone but an admin with 42501, answered here as null). Newest first, 50 a page,
// by keyset: `next` is the cursor of the following page, null on the last one.

export const PAGE_SIZE = 50;

export interface Page<T> {
  rows: T[];
  next: string | null;
}

type Raw = Record<string, unknown>;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const cents = (v: unknown): number => (v === null || v === undefined ? 0 : toCents(String(v)));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Runs an admin list; null when the caller is not an admin. */
export async function adminQuery(caller: Caller, query: ReturnType<typeof sql>): Promise<Raw[] | null> {
  if (caller.role !== "authenticated") return null;
  try {
    return rowsOf<Raw>(await runAs(caller, (tx) => tx.execute(query)));
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return null;
    throw error;
  }
}

/** Fetches one more row than a page to know whether another follows. */
async function paged<T>(
  caller: Caller,
  query: (limit: number) => ReturnType<typeof sql>,
  map: (r: Raw) => T,
  keyOf: (r: Raw) => { rank?: number; at: string; id: string },
): Promise<Page<T> | null> {
  const raw = await adminQuery(caller, query(PAGE_SIZE + 1));
  if (!raw) return null;
  const more = raw.length > PAGE_SIZE;
  const rows = raw.slice(0, PAGE_SIZE);
  return { rows: rows.map(map), next: more ? encodeCursor(keyOf(rows[rows.length - 1]!)) : null };
}

export interface ProviderPayment {
  orderId: string;
  createdAt: string;
  buyerEmail: string | null;
  totalCents: number;
  refundedCents: number;
  status: string;
  method: string | null;
  provider: string;
  checkoutId: string | null;
  paymentReference: string | null;
  issue: string | null;
  providerRefundId: string | null;
  providerRefundedAt: string | null;
  paidAt: string | null;
}

export async function listProviderPayments(
  caller: Caller,
  options: { cursor?: string | null; status?: string | null; issuesOnly?: boolean } = {},
): Promise<Page<ProviderPayment> | null> {
  const c = decodeCursor(options.cursor);
  return paged(
    caller,
    (limit) => sql`select * from public.admin_list_provider_payments(${c?.at ?? null}::timestamptz,
      ${c?.id ?? null}::uuid, ${options.status ?? null}, ${options.issuesOnly ?? false}, ${limit})`,
    (r) => ({
      orderId: String(r.id),
      createdAt: iso(r.created_at)!,
      buyerEmail: maskEmail(str(r.buyer_email)),
      totalCents: cents(r.total),
      refundedCents: cents(r.refunded_total),
      status: String(r.status),
      method: str(r.payment_method),
      provider: String(r.provider),
      checkoutId: str(r.checkout_id),
      paymentReference: str(r.payment_reference),
      issue: str(r.payment_issue),
      providerRefundId: str(r.provider_refund_id),
      providerRefundedAt: iso(r.provider_refunded_at),
      paidAt: iso(r.paid_at),
    }),
    (r) => ({ at: iso(r.created_at)!, id: String(r.id) }),
  );
}

export interface AdminRefund {
  id: string;
  owed: boolean;
  orderId: string;
  voucherId: string;
  couponTitle: string | null;
  buyerEmail: string | null;
  amountCents: number;
  creditCents: number;
  status: string;
  paymentReference: string | null;
  settledAs: "credito" | "transferencia" | null;
  settledByEmail: string | null;
  settledAt: string | null;
  settlementNote: string | null;
  createdAt: string;
}

/** Owed refunds not settled yet first, then the rest, newest first. */
export async function listAdminRefunds(
  caller: Caller,
  options: { cursor?: string | null; status?: string | null } = {},
): Promise<Page<AdminRefund> | null> {
  const c = decodeCursor(options.cursor);
  return paged(
    caller,
    (limit) => sql`select * from public.admin_list_refunds(${c?.rank ?? null}::integer, ${c?.at ?? null}::timestamptz,
      ${c?.id ?? null}::uuid, ${options.status ?? null}, ${limit})`,
    (r) => ({
      id: String(r.id),
      owed: Number(r.owed_rank) === 0,
      orderId: String(r.order_id),
      voucherId: String(r.voucher_id),
      couponTitle: str(r.coupon_title),
      buyerEmail: maskEmail(str(r.buyer_email)),
      amountCents: cents(r.amount),
      creditCents: cents(r.credit_amount),
      status: String(r.status),
      paymentReference: str(r.payment_reference),
      settledAs: str(r.settled_as) as AdminRefund["settledAs"],
      settledByEmail: str(r.settled_by_email),
      settledAt: iso(r.settled_at),
      settlementNote: str(r.settlement_note),
      createdAt: iso(r.created_at)!,
    }),
    (r) => ({ rank: Number(r.owed_rank), at: iso(r.created_at)!, id: String(r.id) }),
  );
}

export interface WebhookDelivery {
  id: string;
  receivedAt: string;
  eventId: string;
  provider: string;
  type: string;
  status: string;
  outcome: "accepted" | "ignored" | "rejected";
  note: string | null;
  duplicates: number;
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
  processedAt: string | null;
}

export async function listWebhookDeliveries(
  caller: Caller,
  options: { cursor?: string | null; outcome?: string | null } = {},
): Promise<Page<WebhookDelivery> | null> {
  const c = decodeCursor(options.cursor);
  return paged(
    caller,
    (limit) => sql`select * from public.admin_list_payment_events(${c?.at ?? null}::timestamptz, ${c?.id ?? null}::uuid,
      ${options.outcome ?? null}, ${limit})`,
    (r) => ({
      id: String(r.id),
      receivedAt: iso(r.received_at)!,
      eventId: String(r.event_id),
      provider: String(r.provider),
      type: String(r.type),
      status: String(r.status),
      outcome: r.outcome as WebhookDelivery["outcome"],
      note: str(r.note),
      duplicates: Number(r.duplicates),
      orderId: str(r.order_id),
      amountCents: r.amount === null ? null : cents(r.amount),
      currency: str(r.currency),
      processedAt: iso(r.processed_at),
    }),
    (r) => ({ at: iso(r.received_at)!, id: String(r.id) }),
  );
}

export interface RejectedSignatures {
  provider: string;
  day: string;
  count: number;
  lastAt: string;
}

/** Deliveries with a bad signature, per provider and day (UTC), the last `days` days. */
export async function listRejectedSignatures(caller: Caller, days = 30): Promise<RejectedSignatures[] | null> {
  const raw = await adminQuery(
    caller,
    sql`select provider, day::text as day, count, last_at
    from public.admin_list_webhook_rejections(${days})`,
  );
  return (
    raw?.map((r) => ({
      provider: String(r.provider),
      day: String(r.day),
      count: Number(r.count),
      lastAt: iso(r.last_at)!,
    })) ?? null
  );
}
