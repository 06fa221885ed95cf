"use client";
// 'Cancelar reserva': one form, one button; it works before and without JavaScript as the times do.
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { cancelBookingFormAction } from "@/lib/actions/bookings/cancel-booking";
import { ActionAnswer } from "./action-answer";

interface CancelBookingFormProps {
  voucherId: string;
  bookingId: string;
  label: string;
  working: string;
}

export function CancelBookingForm({ voucherId, bookingId, label, working }: CancelBookingFormProps) {
  const [state, action, pending] = useActionState(cancelBookingFormAction, null);
  return (
    <form action={action} className="flex flex-col gap-2" data-testid="booking-cancel">
      <input type="hidden" name="voucherId" value={voucherId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <div>
        <Button type="submit" variant="destructive" size="sm" disabled={pending}>
          {pending ? working : label}
        </Button>
      </div>
      <ActionAnswer state={state} />
    </form>
  );
}
