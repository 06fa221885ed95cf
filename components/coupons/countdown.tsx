"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { countdownParts, pad2 } from "@/lib/domain/countdown";
import { urgencyLevel } from "@/lib/domain/urgency";
import { cn } from "@/lib/utils";

interface CountdownProps {
  /** ISO 8601 end time. */
  endTime: string;
  /** The server's render time (ms): the first value, identical in the HTML and at hydration. */
  initialNow: number;
  className?: string;
  /** Colour and pulse by flash urgency (high under 2 h, medium under 6 h). */
  showUrgency?: boolean;
}

const URGENCY_CLASS = {
  high: "text-destructive rounded-md motion-safe:animate-urgency",
  medium: "text-orange-700",
  low: "text-foreground",
} as const;

/** Days (only when > 0), hours, minutes, seconds; 'Oferta finalizada' at zero, then stops. */
export function Countdown({ endTime, initialNow, className, showUrgency = true }: CountdownProps) {
  const t = useTranslations("countdown");
  const [now, setNow] = useState(initialNow);
  const parts = countdownParts(endTime, now);

  useEffect(() => {
    if (parts.finished) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [parts.finished]);

  if (parts.finished) {
    return (
      <p
        data-testid="countdown"
        data-finished="true"
        // A colour passed in (the last-hours banner's) replaces the muted one: `cn` does not merge.
        className={cn("text-sm font-semibold", className ?? "text-muted-foreground")}
      >
        {t("finished")}
      </p>
    );
  }

  const end = Date.parse(endTime);
  const urgency = urgencyLevel(end - now);
  const boxes: Array<[number, string]> = [
    ...(parts.showDays ? ([[parts.days, t("days")]] as Array<[number, string]>) : []),
    [parts.hours, t("hours")],
    [parts.minutes, t("minutes")],
    [parts.seconds, t("seconds")],
  ];
  return (
    <div
      role="timer"
      aria-label={t("label")}
      data-testid="countdown"
      data-urgency={urgency}
      className={cn("flex items-center gap-1.5 tabular-nums", showUrgency && URGENCY_CLASS[urgency], className)}
    >
      {boxes.map(([value, label]) => (
        <span key={label} className="flex min-w-10 flex-col items-center rounded-md bg-muted px-1.5 py-1 leading-none">
          <span className="text-sm font-bold">{pad2(value)}</span>
          <span className="mt-0.5 text-[10px] font-normal text-muted-foreground">{label}</span>
        </span>
      ))}
    </div>
  );
}
