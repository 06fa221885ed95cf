import Link from "@/components/i18n/link";
import { CalendarClock } from "@/components/ui/icons";

export interface AfterPaymentBookingsProps {
  title: string;
  text: string;
  /** One 'Reservar tu horario' link per voucher that still wants a time. */
  links: ReadonlyArray<{ href: string; label: string }>;
}

/**
 * After paying, the vouchers of "Requiere reserva" coupons, each with a link to its booking page.
 * No hooks: the server pages and the return page's island render it alike.
 */
export function AfterPaymentBookings({ title, text, links }: AfterPaymentBookingsProps) {
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="after-payment-bookings"
      className="flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-left shadow-sm"
      data-testid="after-payment-bookings"
    >
      <h2 id="after-payment-bookings" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden className="size-5 text-primary" />
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      <ul className="flex flex-col gap-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="font-medium text-primary underline-offset-4 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
