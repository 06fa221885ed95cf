"use client";

import { Clock } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import {
  countdownParts,
  loadCountdownEnd,
  type CountdownParts,
  type CountdownStorage,
} from "@/lib/domain/home-countdown";

function browserStorage(): CountdownStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): loadCountdownEnd falls back
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The home's 'Termina en:' runs to 15 days after the first visit (lib/domain/home-countdown.ts). */
export function HomeCountdown() {
  const t = useTranslations("home");
  const [parts, setParts] = useState<CountdownParts | null>(null);

  useEffect(() => {
    let end = loadCountdownEnd(browserStorage(), Date.now());
    const tick = () => {
      const now = Date.now();
      // Expired while the page was open: a new period starts, as on a new visit.
      if (end <= now) end = loadCountdownEnd(browserStorage(), now);
      setParts(countdownParts(end, now));
    };
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, []);

  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-black/20 px-3 py-1.5 text-sm font-medium"
      data-testid="home-countdown"
    >
      <Clock className="size-4" aria-hidden />
      <span>{t("countdownLabel")}</span>
      <span className="font-mono tabular-nums" aria-live="off" suppressHydrationWarning>
        {parts === null
          ? "--:--:--"
          : parts.done
            ? t("countdownDone")
            : `${parts.days > 0 ? `${t("countdownDays", { n: parts.days })} ` : ""}${t("countdownUnits", { h: pad(parts.hours), m: pad(parts.minutes), s: pad(parts.seconds) })}`}
      </span>
    </p>
  );
}
