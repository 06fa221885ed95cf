// "hace 5 minutos", "hace 2 horas", "ayer": when a notification arrived, in Spanish, relative to now.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const format = new Intl.RelativeTimeFormat("es", { numeric: "auto" });

/** The time since `iso` in Spanish words; under a minute (or in the future) it is "ahora". */
export function relativeTimeEs(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return "";
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, "second");
}
