"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { AfterPaymentBookingsProps } from "@/components/bookings/after-payment-bookings";
import { useCart } from "@/components/cart/cart-context";
import { cancelHostedCheckoutAction } from "@/lib/actions/orders/cancel-hosted-checkout";
import { orderPaymentStatusAction } from "@/lib/actions/orders/order-payment-status";
import {
  isFinalPaymentState,
  nextPollDelay,
  paymentReturnState,
  POLL_BACKOFF_AFTER_MS,
  type PaymentStatusFacts,
} from "@/lib/payments/rules/return";
import { PaymentReturnView } from "./payment-return-view";

export interface PaymentReturnStatus extends PaymentStatusFacts {
  orderId: string;
  /** ISO time until which a pending order holds its stock. */
  reservedUntil: string | null;
  voucherCount: number;
}

interface PaymentReturnProps {
  initial: PaymentReturnStatus;
  /** The buyer came back through the provider's cancel link. */
  cancelled: boolean;
  /** Read by the server once the order is paid: links to book the vouchers that ask for a time. */
  bookings: AfterPaymentBookingsProps | null;
}

const toView = (s: Awaited<ReturnType<typeof orderPaymentStatusAction>>) =>
  s.ok
    ? { ...s.data, reservedUntil: s.data.reservedUntil ? new Date(s.data.reservedUntil).toISOString() : null }
    : null;

/**
 * Listens for the order's news (server-sent events from /api/pago/{id}/eventos: a change shows
 * within a second of the webhook's decision) until it is final; where the stream cannot be had it
 * asks every 2 seconds instead (less often after 2 minutes). It only reads: the webhook alone pays
 * or releases. Back from the cancel
 * link (or the page's own 'cancel the transfer' link), it asks once for the unpaid order to be released. Paid: the cart is emptied here, since
 * it was kept while the buyer was away paying.
 */
export function PaymentReturn({ initial, cancelled, bookings }: PaymentReturnProps) {
  const router = useRouter();
  const [status, setStatus] = useState(initial);
  const [slow, setSlow] = useState(false);
  const { clear } = useCart();
  const state = paymentReturnState(status);
  const cleared = useRef(false);
  const cancelAsked = useRef(false);

  useEffect(() => {
    if (state !== "paid" || cleared.current) return;
    cleared.current = true;
    clear();
    // Paid while watching: the vouchers now exist, and the server says which want a booking.
    if (bookings === null) router.refresh();
  }, [state, clear, bookings, router]);

  useEffect(() => {
    // A started transfer too: the buyer's cancel releases its stock.
    const from = paymentReturnState(initial);
    if (!cancelled || cancelAsked.current || (from !== "pending" && from !== "transfer")) return;
    cancelAsked.current = true;
    void cancelHostedCheckoutAction({ orderId: initial.orderId })
      .then((r) => r.ok && r.data.released && setStatus((s) => ({ ...s, status: "cancelled" })))
      .catch(() => undefined);
  }, [cancelled, initial]);

  const final = isFinalPaymentState(state);
  useEffect(() => {
    if (final) return;
    const started = Date.now();
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;
    const slowTimer = setTimeout(() => live && setSlow(true), POLL_BACKOFF_AFTER_MS);
    const ask = async () => {
      const next = await orderPaymentStatusAction({ orderId: initial.orderId })
        .then(toView)
        .catch(() => null); // offline for a moment: ask again later
      if (!live) return;
      if (next) setStatus(next);
      const elapsed = Date.now() - started;
      setSlow(elapsed >= POLL_BACKOFF_AFTER_MS);
      timer = setTimeout(() => void ask(), nextPollDelay(elapsed));
    };
    const poll = () => {
      timer = setTimeout(() => void ask(), nextPollDelay(0));
    };
    if (typeof EventSource === "function") {
      const events = new EventSource(`/api/pago/${initial.orderId}/eventos`);
      source = events;
      events.onmessage = (e: MessageEvent<string>) => {
        try {
          if (live) setStatus(JSON.parse(e.data) as PaymentReturnStatus);
        } catch {
          // A garbled event: the next one, or the fallback, says it again.
        }
      };
      // Refused (signed out, a server without the stream) or gone for good: ask instead. A stream
      // the server ended normally is reconnected by the browser itself.
      events.onerror = () => {
        if (events.readyState !== EventSource.CLOSED || !live) return;
        source = null;
        poll();
      };
    } else poll();
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(slowTimer);
      source?.close();
    };
  }, [final, initial.orderId]);

  return (
    <PaymentReturnView
      state={state}
      deadline={status.reservedUntil ? new Date(status.reservedUntil) : null}
      voucherCount={status.voucherCount}
      slow={slow}
      cancelHref={`/pago/${initial.orderId}?cancelado=1`}
      bookings={bookings}
    />
  );
}
