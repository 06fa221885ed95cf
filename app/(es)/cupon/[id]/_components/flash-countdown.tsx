"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

/** Days, hours, minutes and seconds left until `end` (all 0 once it has passed). */
function remainingParts(end: number, now: number) {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    total,
    d: Math.floor(total / 86400),
    h: Math.floor((total % 86400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}

function subscribeToClock(onTick: () => void) {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/** Local flash countdown (to be unified with components/coupons/countdown.tsx at merge). */
export function FlashCountdown({ endTime }: { endTime: string }) {
  const t = useTranslations("couponPage");
  const end = Date.parse(endTime);
  // The server renders no digits (they would differ from the browser's); the browser fills them in.
  const now = useSyncExternalStore(subscribeToClock, currentSecond, () => null);
  const parts = now === null ? null : remainingParts(end, now * 1000);
  if (parts && parts.total === 0) return <p className="font-semibold">{t("ended")}</p>;
  const units = [
    [parts?.d, t("days")],
    [parts?.h, t("hours")],
    [parts?.m, t("minutes")],
    [parts?.s, t("seconds")],
  ] as const;
  return (
    <p className="flex items-center gap-2" role="timer" aria-live="off">
      <span className="text-sm">{t("endsIn")}</span>
      {units.map(([value, unit]) => (
        <span
          key={unit}
          className="min-w-10 rounded-md bg-black/20 px-1.5 py-1 text-center font-mono text-lg font-bold tabular-nums"
        >
          {value === undefined ? "--" : String(value).padStart(2, "0")}
          <span className="text-xs font-normal">{unit}</span>
        </span>
      ))}
    </p>
  );
}
