"use client";

import { useSyncExternalStore } from "react";
import { formatTime, hourArticle, openStatus, type HoursRange } from "@/lib/places/rules/hours";

export interface OpenStatusLabels {
  /** "Abierto ahora · cierra {at}" */
  openUntil: string;
  /** "Abierto las 24 horas" */
  always: string;
  /** "Abre hoy {at}", "Abre mañana {at}", "Abre el {day} {at}" */
  opensToday: string;
  opensTomorrow: string;
  opensOn: string;
  /** "a la {time}" (la una), "a las {time}" */
  atOne: string;
  atOther: string;
  /** Weekday names, 0 = domingo. */
  weekdays: string[];
}

const MINUTE = 60_000;

// The minute now, re-read every 30 s; null on the server, so the cached HTML never carries a stale
// 'Abierto ahora' (the page lives up to its revalidate window, and in the browser's cache longer).
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE / 2);
  return () => clearInterval(timer);
};
const nowMinute = () => Math.floor(Date.now() / MINUTE);
const onServer = () => null;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** 'Abierto ahora · cierra a las 9:00 p. m.' or 'Abre mañana a las 8:00 a. m.', in the browser's now. */
export function statusText(hours: readonly HoursRange[], at: Date, labels: OpenStatusLabels): string | null {
  const status = openStatus(hours, at);
  const when = (time: string) =>
    fill(hourArticle(time) === "one" ? labels.atOne : labels.atOther, { time: formatTime(time) });
  if (status.open) return status.always ? labels.always : fill(labels.openUntil, { at: when(status.closes) });
  if (status.opens === null) return null;
  const template =
    status.opensInDays === 0 ? labels.opensToday : status.opensInDays === 1 ? labels.opensTomorrow : labels.opensOn;
  return fill(template, { at: when(status.opens), day: labels.weekdays[status.weekday] ?? "" });
}

/** The status line of one branch: empty in the server HTML, written by the browser at its own time. */
export function OpenStatus({ hours, labels }: { hours: HoursRange[]; labels: OpenStatusLabels }) {
  const minute = useSyncExternalStore(subscribe, nowMinute, onServer);
  const text = minute === null ? null : statusText(hours, new Date(minute * MINUTE), labels);
  const open = minute !== null && text !== null && openStatus(hours, new Date(minute * MINUTE)).open;
  return (
    <p
      className={`min-h-5 text-sm font-medium ${open ? "text-green-700 dark:text-green-400" : "text-muted-foreground"}`}
      data-testid="open-status"
      aria-live="polite"
    >
      {text}
    </p>
  );
}
