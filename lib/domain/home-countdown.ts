// The home hero's 'Termina en:' countdown runs to a point 15 days after the
// visitor's first visit. The end is kept in local storage (homeCountdownEnd) and regenerated when
// it has passed or the stored value is malformed. Pure: storage access is injected.

export const HOME_COUNTDOWN_KEY = "homeCountdownEnd";
export const HOME_COUNTDOWN_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;
export const HOME_COUNTDOWN_MS = HOME_COUNTDOWN_DAYS * DAY_MS;

/** A stored end as epoch milliseconds, or null when absent or malformed (digits only, a sane range). */
export function parseCountdownEnd(raw: string | null | undefined, now: number): number | null {
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw.trim())) return null;
  const end = Number(raw.trim());
  // Further ahead than a fresh countdown cannot come from us: treat it as tampered.
  if (!Number.isSafeInteger(end) || end > now + HOME_COUNTDOWN_MS) return null;
  return end;
}

/** The end to use now: the stored one while it is ahead, otherwise a fresh one 15 days away. */
export function resolveCountdownEnd(
  raw: string | null | undefined,
  now: number,
): { end: number; regenerated: boolean } {
  const stored = parseCountdownEnd(raw, now);
  if (stored !== null && stored > now) return { end: stored, regenerated: false };
  return { end: now + HOME_COUNTDOWN_MS, regenerated: true };
}

export interface CountdownStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads and, when needed, rewrites the stored end. A storage that throws never breaks the countdown. */
export function loadCountdownEnd(storage: CountdownStorage | null | undefined, now: number): number {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(HOME_COUNTDOWN_KEY) ?? null;
  } catch {
    raw = null;
  }
  const { end, regenerated } = resolveCountdownEnd(raw, now);
  if (regenerated) {
    try {
      storage?.setItem(HOME_COUNTDOWN_KEY, String(end));
    } catch {
      // Private mode or a full quota: the countdown still runs for this visit.
    }
  }
  return end;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Remaining time split into days, hours, minutes and seconds (never negative). */
export function countdownParts(end: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
