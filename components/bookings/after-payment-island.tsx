"use client";
// The prerendered /pago-exitoso learns which order was paid from its URL (?pedido=, set by the
// checkout dialog) and, once in the browser, asks for that order's booking links. Nothing shows for
// an order without "Requiere reserva" coupons, nor before the answer.
import { useEffect, useState } from "react";
import { afterPaymentLinksAction } from "@/lib/actions/bookings/after-payment-links";
import type { AfterPaymentBookingLinks } from "@/lib/bookings/after-payment";
import { AfterPaymentBookings } from "./after-payment-bookings";

export function AfterPaymentIsland() {
  const [links, setLinks] = useState<AfterPaymentBookingLinks | null>(null);
  useEffect(() => {
    const orderId = new URLSearchParams(window.location.search).get("pedido");
    if (!orderId) return;
    let live = true;
    afterPaymentLinksAction({ orderId }).then(
      (result) => live && result.ok && setLinks(result.data),
      () => undefined, // the page still points to Mis cupones
    );
    return () => {
      live = false;
    };
  }, []);
  return links ? <AfterPaymentBookings {...links} /> : null;
}
