"use client";
// A day's free times as one form, a submit button per time: the button posts the voucher, the
// branch and its start ("2027-03-10T10:00", Guatemala's wall clock). useActionState keeps it working
// before and without JavaScript (the server renders the answer into the page it sends back).
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { bookVoucherFormAction } from "@/lib/actions/bookings/book-voucher";
import { ActionAnswer } from "./action-answer";

interface SlotTimesFormProps {
  voucherId: string;
  branchId: string;
  times: ReadonlyArray<{ value: string; label: string; aria: string }>;
  working: string;
}

export function SlotTimesForm({ voucherId, branchId, times, working }: SlotTimesFormProps) {
  const [state, action, pending] = useActionState(bookVoucherFormAction, null);
  return (
    <form action={action} className="flex flex-col gap-3" data-testid="booking-times">
      <input type="hidden" name="voucherId" value={voucherId} />
      <input type="hidden" name="branchId" value={branchId} />
      <ActionAnswer state={state} />
      <ul className="flex flex-wrap gap-2">
        {times.map((t) => (
          <li key={t.value}>
            <Button type="submit" name="start" value={t.value} variant="outline" aria-label={t.aria} disabled={pending}>
              {t.label}
            </Button>
          </li>
        ))}
      </ul>
      {pending && (
        <p role="status" className="text-sm text-muted-foreground">
          {working}
        </p>
      )}
    </form>
  );
}
