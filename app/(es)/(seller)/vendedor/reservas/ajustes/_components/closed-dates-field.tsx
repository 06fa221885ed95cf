"use client";
// The branch's closed dates: a date picker that adds a day and a chip per day that removes it.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

interface Props {
  dates: readonly string[];
  error?: string;
  onChange: (dates: string[]) => void;
}

const FIELD = "h-9 rounded-md border border-input bg-background px-2 text-sm";

export function ClosedDatesField({ dates, error, onChange }: Props) {
  const t = useTranslations("sellerBookings.settings");
  const [draft, setDraft] = useState("");
  const add = () => {
    if (!draft) return;
    onChange([...new Set([...dates, draft])].sort());
    setDraft("");
  };
  return (
    <fieldset className="grid gap-2" aria-describedby="closed-dates-hint">
      <legend className="text-sm font-medium">{t("closedDates")}</legend>
      <p id="closed-dates-hint" className="text-sm text-muted-foreground">
        {t("closedDatesHint")}
      </p>
      {dates.length === 0 ? (
        <p className="text-sm">{t("noClosedDates")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="closed-dates">
          {dates.map((d) => (
            <li key={d} className="inline-flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm">
              {d}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="h-6 px-1"
                aria-label={t("removeDate", { date: d })}
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm">
          {t("newDate")}
          <input type="date" value={draft} onChange={(e) => setDraft(e.target.value)} className={FIELD} />
        </label>
        <Button type="button" size="sm" variant="outline" onClick={add} disabled={!draft}>
          {t("addDate")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
