"use client";
// Block or unblock one slot of the calendar (owners and managers; the database checks again).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { blockBookingSlotAction } from "@/lib/actions/bookings/block-booking-slot";
import { unblockBookingSlotAction } from "@/lib/actions/bookings/unblock-booking-slot";
import { useBookingAction } from "./use-booking-action";

export function SlotBlockButton({ branchId, start, blocked }: { branchId: string; start: string; blocked: boolean }) {
  const t = useTranslations("sellerBookings.actions");
  const { busy, run } = useBookingAction();
  const action = blocked ? unblockBookingSlotAction : blockBookingSlotAction;
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      disabled={busy}
      data-testid={blocked ? "slot-unblock" : "slot-block"}
      onClick={() => run(() => action({ branchId, start }))}
    >
      {busy ? t("working") : t(blocked ? "unblock" : "block")}
    </Button>
  );
}
