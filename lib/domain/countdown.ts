// The countdown shows days, hours, minutes and seconds; the days box only when days > 0;
// at zero it shows 'Oferta finalizada' and stops.
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  showDays: boolean;
  finished: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits a remaining time in milliseconds; negative or non-finite values count as finished. */
export function splitRemaining(ms: number): CountdownParts {
  const left = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / SECOND) * SECOND) : 0;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  return { days, hours, minutes, seconds, showDays: days > 0, finished: left === 0 };
}

/** Milliseconds from `nowMs` to an ISO end time; 0 for an unparseable date. */
export function remainingMs(endTime: string, nowMs: number): number {
  const end = Date.parse(endTime);
  return Number.isNaN(end) ? 0 : Math.max(0, end - nowMs);
}

export function countdownParts(endTime: string, nowMs: number): CountdownParts {
  return splitRemaining(remainingMs(endTime, nowMs));
}

/** Two digits per box ("05"), as the countdown boxes show them. */
export const pad2 = (n: number): string => String(n).padStart(2, "0");
