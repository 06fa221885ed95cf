"use client";

import Link from "@/components/i18n/link";
import { CircleAlert, CircleCheck, Clock, Landmark, LoaderCircle } from "@/components/ui/icons";
import { useFormatter, useTranslations } from "next-intl";
import { useCartSheet } from "@/components/layout/cart-sheet";
import { AfterPaymentBookings, type AfterPaymentBookingsProps } from "@/components/bookings/after-payment-bookings";
import { Button } from "@/components/ui/button";
import { GUATEMALA_TIME_ZONE } from "@/lib/domain/guatemala-time";
import type { PaymentReturnState } from "@/lib/payments/rules/return";

export interface PaymentReturnViewProps {
  state: PaymentReturnState;
  /** Until when a bank transfer holds the coupons. */
  deadline: Date | null;
  voucherCount: number;
  /** The webhook is late: say so under the pending state. */
  slow?: boolean;
  /** Where a started transfer is cancelled (this page with ?cancelado=1). */
  cancelHref?: string;
  /** Once paid: the vouchers that ask for a booking, each with its link. */
  bookings?: AfterPaymentBookingsProps | null;
}

const ICONS = { pending: LoaderCircle, transfer: Landmark, paid: CircleCheck, failed: CircleAlert, issue: CircleAlert };

/** One state of the return page: its heading, its sentence and what the buyer can do next. */
export function PaymentReturnView({
  state,
  deadline,
  voucherCount,
  slow = false,
  cancelHref,
  bookings = null,
}: PaymentReturnViewProps) {
  const t = useTranslations("paymentReturn");
  const format = useFormatter();
  const { setOpen } = useCartSheet();
  const Icon = ICONS[state];
  const texts = {
    pending: [t("pendingTitle"), t("pendingText")],
    transfer: [
      t("transferTitle"),
      t("transferText", {
        deadline: deadline
          ? format.dateTime(deadline, { dateStyle: "long", timeStyle: "short", timeZone: GUATEMALA_TIME_ZONE })
          : "",
      }),
    ],
    paid: [t("paidTitle"), t("paidText", { n: voucherCount })],
    failed: [t("failedTitle"), t("failedText")],
    issue: [t("issueTitle"), t("issueText")],
  }[state];

  return (
    <section
      data-payment-state={state}
      aria-live="polite"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <Icon
        aria-hidden
        className={
          state === "pending"
            ? "size-14 animate-spin text-primary"
            : state === "failed" || state === "issue"
              ? "size-14 text-destructive"
              : "size-14 text-primary"
        }
      />
      <h1 className="text-2xl font-bold">{texts[0]}</h1>
      <p className="text-muted-foreground">{texts[1]}</p>
      {slow && (state === "pending" || state === "transfer") ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4" />
          {t("slow")}
        </p>
      ) : null}
      {state === "transfer" && cancelHref ? (
        <Link href={cancelHref} className="text-sm underline" data-testid="cancel-transfer">
          {t("cancelTransfer")}
        </Link>
      ) : null}
      {state === "paid" && bookings ? <AfterPaymentBookings {...bookings} /> : null}
      {state === "paid" ? (
        <Button asChild size="lg">
          <Link href="/mis-cupones">{t("paidLink")}</Link>
        </Button>
      ) : null}
      {state === "failed" ? (
        // The cart lives in the shell on every page: it opens here, with its lines intact.
        <Button type="button" size="lg" onClick={() => setOpen(true)}>
          {t("backToCart")}
        </Button>
      ) : null}
    </section>
  );
}
