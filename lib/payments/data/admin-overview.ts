import "server-only";
import { sql } from "drizzle-orm";
import { decodeCursor, encodeCursor } from "@/lib/domain/admin-cursor";
import { toCents } from "@/lib/domain/money";
import type { MismatchKind } from "@/lib/payments/rules/reconciliation";
import type { Caller } from "@/lib/data/caller";
import { adminQuery, PAGE_SIZE, type Page } from "./admin-lists";

// /admin/pagos: reconciliation's differences and runs, and the page header's counts, through the
// admin-only functions of supabase/schemas/18-payments.sql (null for anyone but an admin).

type Raw = Record<string, unknown>;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export interface PaymentMismatch {
  id: string;
  provider: string;
  kind: MismatchKind;
  orderId: string | null;
  checkoutId: string;
  details: unknown;
  foundAt: string;
  lastSeenAt: string;
  resolvedAt: string | null;
  resolvedByEmail: string | null;
  resolution: string | null;
  resolutionNote: string | null;
  orderStatus: string | null;
  orderTotalCents: number | null;
}

/** Open differences (or, with `resolved`, the resolved ones), newest found first. */
export async function listPaymentMismatches(
  caller: Caller,
  options: { cursor?: string | null; resolved?: boolean } = {},
): Promise<Page<PaymentMismatch> | null> {
  const c = decodeCursor(options.cursor);
  const raw = await adminQuery(
    caller,
    sql`select * from public.admin_list_payment_mismatches(${options.resolved ?? false}, ${c?.at ?? null}::timestamptz,
      ${c?.id ?? null}::uuid, ${PAGE_SIZE + 1})`,
  );
  if (!raw) return null;
  const rows = raw.slice(0, PAGE_SIZE).map(toMismatch);
  const last = rows[rows.length - 1];
  return { rows, next: raw.length > PAGE_SIZE && last ? encodeCursor({ at: last.foundAt, id: last.id }) : null };
}

function toMismatch(r: Raw): PaymentMismatch {
  return {
    id: String(r.id),
    provider: String(r.provider),
    kind: r.kind as MismatchKind,
    orderId: str(r.order_id),
    checkoutId: String(r.checkout_id),
    details: typeof r.details === "string" ? JSON.parse(r.details) : r.details,
    foundAt: iso(r.found_at)!,
    lastSeenAt: iso(r.last_seen_at)!,
    resolvedAt: iso(r.resolved_at),
    resolvedByEmail: str(r.resolved_by_email),
    resolution: str(r.resolution),
    resolutionNote: str(r.resolution_note),
    orderStatus: str(r.order_status),
    orderTotalCents: r.order_total === null ? null : toCents(String(r.order_total)),
  };
}

export interface ReconciliationRun {
  id: string;
  provider: string;
  windowFrom: string;
  windowTo: string;
  startedAt: string;
  finishedAt: string | null;
  ordersChecked: number;
  mismatchesFound: number;
  error: string | null;
}

export async function listReconciliationRuns(caller: Caller, limit = 10): Promise<ReconciliationRun[] | null> {
  const raw = await adminQuery(caller, sql`select * from public.admin_list_reconciliations(${limit})`);
  return (
    raw?.map((r) => ({
      id: String(r.id),
      provider: String(r.provider),
      windowFrom: iso(r.window_from)!,
      windowTo: iso(r.window_to)!,
      startedAt: iso(r.started_at)!,
      finishedAt: iso(r.finished_at),
      ordersChecked: Number(r.orders_checked),
      mismatchesFound: Number(r.mismatches_found),
      error: str(r.error),
    })) ?? null
  );
}

export interface PaymentSummary {
  pendingPayments: number;
  paymentIssues: number;
  owedRefunds: number;
  owedCents: number;
  openMismatches: number;
  eventsDay: number;
  rejectedToday: number;
  lastReconciledAt: string | null;
}

export async function getPaymentSummary(caller: Caller): Promise<PaymentSummary | null> {
  const raw = await adminQuery(caller, sql`select * from public.admin_payment_summary()`);
  const r = raw?.[0];
  if (!r) return null;
  return {
    pendingPayments: Number(r.pending_payments),
    paymentIssues: Number(r.payment_issues),
    owedRefunds: Number(r.owed_refunds),
    owedCents: toCents(String(r.owed_amount)),
    openMismatches: Number(r.open_mismatches),
    eventsDay: Number(r.events_day),
    rejectedToday: Number(r.rejected_today),
    lastReconciledAt: iso(r.last_reconciled_at),
  };
}
