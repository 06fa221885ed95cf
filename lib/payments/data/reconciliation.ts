import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import type { OrderStatus } from "@/lib/payments/rules/state";
import {
  findMismatches,
  type Mismatch,
  type MismatchKind,
  type OrderPaymentFacts,
} from "@/lib/payments/rules/reconciliation";
import type { HostedPaymentProvider, ProviderCheckoutState } from "@/lib/payments/types";
import { runAsSystem } from "@/lib/data/system";

// Reconciliation, as the system: every provider order created in a window is compared with what the
// provider says about its checkout (lib/payments/rules/reconciliation.ts decides), and each difference is
// kept in payment_mismatches for the operator: one open row per checkout and kind, so a later run
// that finds it again only moves last_seen_at. A mismatch a later run no longer finds stays open
// all the same: only the operator closes one (resolved_at, on /admin/pagos), since the money may
// have moved without anyone recording why.

export interface ReconcileOptions {
  /** Orders created in [from, to). */
  from: Date;
  to: Date;
  provider: HostedPaymentProvider;
  /** Provider requests in flight at once. */
  concurrency?: number;
  /** Orders read per page (keyset pagination). */
  pageSize?: number;
}

export interface ReconcileSummary {
  reconciliationId: string;
  ordersChecked: number;
  /** Mismatches found in this run, new or seen before. */
  mismatchesFound: number;
  /** Of those, the ones no open row had yet. */
  newMismatches: number;
  byKind: Record<MismatchKind, number>;
  /** Why the run stopped early (the provider failing twice for one checkout), or null. */
  error: string | null;
}

type OrderRow = {
  id: string;
  created_key: string;
  status: OrderStatus;
  total: string;
  refunded_total: string;
  elsewhere: string;
  checkout_id: string;
  provider_refund_id: string | null;
  payment_reference: string | null;
  refund_refs: string[] | null;
};

/** A refund completed with no money to send has this reference instead of a provider's (provider-refunds.ts). */
const NO_PROVIDER_REFUND = "sin_monto";

export async function reconcilePayments(options: ReconcileOptions): Promise<ReconcileSummary> {
  const { from, to, provider } = options;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, 64));
  const pageSize = Math.max(1, Math.min(options.pageSize ?? 500, 5000));
  const [run] = await runAsSystem(async (tx) =>
    rowsOf<{ id: string }>(
      await tx.execute(sql`insert into public.payment_reconciliations (provider, window_from, window_to)
        values (${provider.name}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) returning id`),
    ),
  );
  const summary: ReconcileSummary = {
    reconciliationId: run!.id,
    ordersChecked: 0,
    mismatchesFound: 0,
    newMismatches: 0,
    byKind: {
      paid_not_recorded: 0,
      recorded_not_paid: 0,
      amount_differs: 0,
      refund_missing_provider: 0,
      refund_missing_here: 0,
    },
    error: null,
  };
  let after: { key: string; id: string } | null = null;
  try {
    for (;;) {
      const page = await readPage(provider.name, from, to, after, pageSize);
      if (page.length === 0) break;
      const states = await mapBounded(page, concurrency, (row) => askProvider(provider, row));
      const found = page.flatMap((row, i) => findMismatches(factsOf(row), states[i]!).map((m) => ({ row, m })));
      if (found.length > 0) {
        const fresh = await runAsSystem(async (tx) => {
          let n = 0;
          for (const { row, m } of found)
            if (await upsertMismatch(tx, provider.name, summary.reconciliationId, row, m)) n += 1;
          return n;
        });
        summary.newMismatches += fresh;
        summary.mismatchesFound += found.length;
        for (const { m } of found) summary.byKind[m.kind] += 1;
      }
      summary.ordersChecked += page.length;
      const last = page[page.length - 1]!;
      after = { key: last.created_key, id: last.id };
      if (page.length < pageSize) break;
    }
  } catch (error) {
    summary.error = error instanceof Error ? error.message : String(error);
  }
  await runAsSystem((tx) =>
    tx.execute(sql`update public.payment_reconciliations set finished_at = now(), orders_checked = ${summary.ordersChecked},
      mismatches_found = ${summary.mismatchesFound}, error = ${summary.error === null ? null : summary.error.slice(0, 500)}
      where id = ${summary.reconciliationId}::uuid`),
  );
  return summary;
}

/** One page of the window's provider orders after `after`, in (created_at, id) order. */
async function readPage(
  providerName: string,
  from: Date,
  to: Date,
  after: { key: string; id: string } | null,
  limit: number,
): Promise<OrderRow[]> {
  // created_at travels as text: a Date would drop its microseconds and the keyset could skip rows.
  const keyset = after ? sql`and (o.created_at, o.id) > (${after.key}::timestamptz, ${after.id}::uuid)` : sql``;
  return runAsSystem(async (tx) =>
    rowsOf<OrderRow>(
      await tx.execute(sql`
        select o.id, o.created_at::text as created_key, o.status, o.total::text as total,
          o.refunded_total::text as refunded_total, coalesce(r.elsewhere, 0)::text as elsewhere,
          o.provider_checkout_id as checkout_id, o.provider_refund_id, o.payment_reference, r.refs as refund_refs
        from public.orders o
        left join lateral (
          select sum(f.amount) filter (where f.status in ('pendiente', 'adeudado')) as elsewhere,
            array_agg(f.payment_reference) filter (where f.status = 'completado'
              and f.payment_reference is not null and f.payment_reference <> ${NO_PROVIDER_REFUND}) as refs
          from public.refunds f where f.order_id = o.id
        ) r on true
        where o.provider_checkout_id is not null and o.payment_provider = ${providerName}
          and o.status in ('paid', 'pending', 'failed', 'cancelled')
          and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
          ${keyset}
        order by o.created_at, o.id
        limit ${limit}`),
    ),
  );
}

function factsOf(row: OrderRow): OrderPaymentFacts {
  return {
    status: row.status,
    totalCents: toCents(row.total),
    refundedTotalCents: toCents(row.refunded_total),
    refundedElsewhereCents: toCents(row.elsewhere),
    providerRefundId: row.provider_refund_id,
    paymentReference: row.payment_reference,
  };
}

/** The checkout's state, asked twice before the run gives up (a provider down stops it). */
async function askProvider(provider: HostedPaymentProvider, row: OrderRow): Promise<ProviderCheckoutState> {
  const refundIds = [...(row.refund_refs ?? []), ...(row.provider_refund_id ? [row.provider_refund_id] : [])];
  try {
    return await provider.getCheckout(row.checkout_id, { refundIds });
  } catch {
    return provider.getCheckout(row.checkout_id, { refundIds });
  }
}

/** Inserts the open mismatch or, when one is open for this checkout and kind, marks it seen. True when new. */
async function upsertMismatch(tx: Tx, providerName: string, runId: string, row: OrderRow, m: Mismatch) {
  const [r] = rowsOf<{ inserted: boolean }>(
    await tx.execute(sql`
      insert into public.payment_mismatches (provider, kind, order_id, checkout_id, details, reconciliation_id)
      values (${providerName}, ${m.kind}, ${row.id}::uuid, ${row.checkout_id}, ${JSON.stringify(m.details)}::jsonb, ${runId}::uuid)
      on conflict (checkout_id, kind) where resolved_at is null
      do update set last_seen_at = now(), details = excluded.details, reconciliation_id = excluded.reconciliation_id
      returning (xmax = 0) as inserted`),
  );
  return r?.inserted === true;
}

/** `fn` over `items` with at most `limit` calls in flight; the first failure rejects (the rest are not started). */
async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
