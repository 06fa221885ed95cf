"use client";

import { useEffect, useRef, useState } from "react";
import { useCart } from "@/components/cart/cart-context";
import { cancelHostedCheckoutAction } from "@/lib/actions/orders/cancel-hosted-checkout";
import { orderPaymentStatusAction } from "@/lib/actions/orders/order-payment-status";
import {
  isFinalPaymentState,
  nextPollDelay,
  paymentReturnState,
  POLL_BACKOFF_AFTER_MS,
  type PaymentStatusFacts,
} from "@/lib/domain/payment-return";
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
}

const toView = (s: Awaited<ReturnType<typeof orderPaymentStatusAction>>) =>
  s.ok
    ? { ...s.data, reservedUntil: s.data.reservedUntil ? new Date(s.data.reservedUntil).toISOString() : null }
    : null;

/**
 * Asks the server where the order is every 2 seconds (less often after 2 minutes) until the
 * webhook has decided; it only reads, the webhook alone pays or releases. Back from the cancel
 * link (or the page's own 'cancel the transfer' link), it asks once for the unpaid order to be released. Paid: the cart is emptied here, since
 * it was kept while the buyer was away paying.
 */
export function PaymentReturn({ initial, cancelled }: PaymentReturnProps) {
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
  }, [state, clear]);

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
    timer = setTimeout(() => void ask(), nextPollDelay(0));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [final, initial.orderId]);

  return (
    <PaymentReturnView
      state={state}
      deadline={status.reservedUntil ? new Date(status.reservedUntil) : null}
      voucherCount={status.voucherCount}
      slow={slow}
      cancelHref={`/pago/${initial.orderId}?cancelado=1`}
    />
  );
}
