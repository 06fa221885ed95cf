import "server-only";
import type { Caller } from "@/lib/data/caller";
import { message } from "@/lib/i18n/messages";
import { bookingPagePath } from "./rules/paths";
import { listOrderVouchersToBook } from "./data/voucher";

// The payment pages' 'Reservar tu horario' block: its texts and one link per voucher of the order
// that still wants a time (none once all are booked, or for an order without such coupons).

export interface AfterPaymentBookingLinks {
  title: string;
  text: string;
  links: Array<{ href: string; label: string }>;
}

export async function afterPaymentBookingLinks(caller: Caller, orderId: string): Promise<AfterPaymentBookingLinks> {
  const vouchers = (await listOrderVouchersToBook(caller, orderId)).filter((v) => !v.booked);
  return {
    title: message("bookingPicker.afterPayment.title"),
    text: message("bookingPicker.afterPayment.text"),
    links: vouchers.map((v) => ({
      href: bookingPagePath(v.voucherId),
      label: message("bookingPicker.afterPayment.linkFor", { title: v.couponTitle }),
    })),
  };
}
