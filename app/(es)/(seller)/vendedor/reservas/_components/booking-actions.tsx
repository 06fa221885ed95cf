"use client";
// What an owner or manager does with a live booking: check in (redeems the voucher), move, cancel
// before it ends, or mark it missed once it has ended. Shown only to them; the database refuses
// anyone else anyway.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cancelBookingAsBusinessAction } from "@/lib/actions/bookings/cancel-booking-as-business";
import { checkInBookingAction } from "@/lib/actions/bookings/check-in-booking";
import { markBookingNoShowAction } from "@/lib/actions/bookings/mark-booking-no-show";
import { ConfirmActionButton } from "./confirm-action-button";
import { MoveBookingForm } from "./move-booking-form";
import { useBookingAction } from "./use-booking-action";

interface Props {
  bookingId: string;
  branchId: string;
  /** The booking's start as the move form writes it. */
  start: string;
  ended: boolean;
  branches: readonly { id: string; name: string }[];
}

export function BookingActions({ bookingId, branchId, start, ended, branches }: Props) {
  const t = useTranslations("sellerBookings.actions");
  const { busy, run } = useBookingAction();
  const [moving, setMoving] = useState(false);
  if (moving)
    return (
      <MoveBookingForm
        bookingId={bookingId}
        branchId={branchId}
        start={start}
        branches={branches}
        onDone={() => setMoving(false)}
      />
    );
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("label")}>
      <Button
        type="button"
        size="sm"
        disabled={busy}
        data-testid="booking-check-in"
        onClick={() => run(() => checkInBookingAction({ bookingId }))}
      >
        {t("checkIn")}
      </Button>
      {ended ? (
        <ConfirmActionButton
          label={t("noShow")}
          question={t("noShowConfirm")}
          busy={busy}
          onConfirm={() => run(() => markBookingNoShowAction({ bookingId }))}
        />
      ) : (
        <>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setMoving(true)}>
            {t("move")}
          </Button>
          <ConfirmActionButton
            label={t("cancel")}
            question={t("cancelConfirm")}
            busy={busy}
            onConfirm={() => run(() => cancelBookingAsBusinessAction({ bookingId }))}
          />
        </>
      )}
    </div>
  );
}
