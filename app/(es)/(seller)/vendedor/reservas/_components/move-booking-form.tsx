"use client";
// Move a booking: a new start (the datetime-local value is already "YYYY-MM-DDTHH:MM", Guatemala's
// wall clock) at a branch of the business. The shared schema checks it here and in the action.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { moveBookingAction } from "@/lib/actions/bookings/move-booking";
import { useBookingAction } from "./use-booking-action";

interface Props {
  bookingId: string;
  branchId: string;
  start: string;
  branches: readonly { id: string; name: string }[];
  onDone: () => void;
}

const FIELD = "h-9 rounded-md border border-input bg-background px-2 text-sm";

export function MoveBookingForm({ bookingId, branchId, start, branches, onDone }: Props) {
  const t = useTranslations("sellerBookings.actions");
  const { busy, run } = useBookingAction();
  const [to, setTo] = useState(start);
  const [branch, setBranch] = useState(branchId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => moveBookingAction({ bookingId, branchId: branch, start: to }))) onDone();
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t("move")}>
      <label className="grid gap-1 text-xs">
        {t("moveTo")}
        <input
          type="datetime-local"
          required
          step={60}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className={FIELD}
        />
      </label>
      {branches.length > 1 && (
        <label className="grid gap-1 text-xs">
          {t("moveBranch")}
          <select value={branch} onChange={(e) => setBranch(e.target.value)} className={FIELD}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? t("working") : t("moveSubmit")}
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onDone}>
        {t("close")}
      </Button>
    </form>
  );
}
