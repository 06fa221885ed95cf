"use client";
// A button that asks once more before a change the buyer hears about (cancel, no-show).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

interface Props {
  label: string;
  question: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmActionButton({ label, question, busy, onConfirm }: Props) {
  const t = useTranslations("sellerBookings.actions");
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2" role="group" aria-label={question}>
      <span className="text-xs">{question}</span>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        disabled={busy}
        onClick={async () => {
          await onConfirm();
          setAsking(false);
        }}
      >
        {t("yes")}
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
        {t("no")}
      </Button>
    </span>
  );
}
