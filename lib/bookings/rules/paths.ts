// Where a voucher's booking page lives, written once for the list, the payment pages, the actions
// and the page itself. `done` names what the buyer just did, for the page to say so.

export type BookingDone = "creada" | "movida" | "sin_cambio" | "cancelada";
export const BOOKING_DONE: readonly BookingDone[] = ["creada", "movida", "sin_cambio", "cancelada"];

export function bookingPagePath(voucherId: string, done?: BookingDone): string {
  return `/mis-cupones/${voucherId}/reservar${done ? `?hecho=${done}` : ""}`;
}
