// A <input type="datetime-local"> value has no zone: the seller means Guatemala's wall clock.
// Pure: the same conversion runs in the browser (to preview) and on the server (to store).

export const GUATEMALA_TIME_ZONE = "America/Guatemala";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (Guatemala: -6 h, no DST since 2006). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * "2026-12-24T18:30" (Guatemala wall clock) -> the instant, or null when malformed or not a real
 * calendar time ("2026-02-30T10:00"). A value that carries its own zone ("...Z", "...-06:00") is
 * taken as written.
 */
export function parseGuatemalaDateTime(value: string, timeZone = GUATEMALA_TIME_ZONE): Date | null {
  const text = value.trim();
  if (HAS_ZONE.test(text)) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  // Two passes settle the offset even on a day the zone's rules change.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The instant as a datetime-local value on Guatemala's clock ("2026-12-24T18:30"), to fill the edit form. */
export function toGuatemalaDateTimeLocal(date: Date, timeZone = GUATEMALA_TIME_ZONE): string {
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}
