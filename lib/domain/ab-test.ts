// The call-to-action A/B test. A variant (variantA or variantB, 50/50) is assigned at
// random and kept 72 hours, then reassigned. Events are kept in local storage (key abTestEvents),
// at most 1000. A storage failure logs a warning and falls back to variantA with the test inactive.
// Storage is injected so these rules run without a browser.
export type AbVariant = "variantA" | "variantB";

export interface AbAssignment {
  variant: AbVariant;
  /** ISO 8601 */
  assignedAt: string;
  /** ISO 8601 */
  expiresAt: string;
}

export interface AbEvent {
  id: string;
  eventType: string;
  variant: AbVariant;
  /** ISO 8601 */
  timestamp: string;
  data: Record<string, unknown>;
}

/** The part of `localStorage` the test needs. */
export interface AbStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const AB_ASSIGNMENT_KEY = "abTestAssignment";
export const AB_EVENTS_KEY = "abTestEvents";
export const AB_MAX_EVENTS = 1000;
export const AB_ASSIGNMENT_TTL_MS = 72 * 60 * 60 * 1000;

export interface AbState {
  variant: AbVariant;
  active: boolean;
}

const FALLBACK: AbState = { variant: "variantA", active: false };

function isAssignment(value: unknown): value is AbAssignment {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.variant === "variantA" || v.variant === "variantB") &&
    typeof v.assignedAt === "string" &&
    typeof v.expiresAt === "string"
  );
}

/** 50/50 from a random number in [0, 1). */
export const pickVariant = (random: number): AbVariant => (random < 0.5 ? "variantA" : "variantB");

/** The current variant: the stored one while valid, else a fresh 72-hour assignment. */
export function getAbVariant(storage: AbStorage | null, nowMs: number, random: () => number = Math.random): AbState {
  if (!storage) return FALLBACK;
  try {
    const raw = storage.getItem(AB_ASSIGNMENT_KEY);
    let stored: unknown = null;
    try {
      stored = raw ? JSON.parse(raw) : null;
    } catch {
      stored = null; // a corrupt record is simply reassigned
    }
    if (isAssignment(stored) && Date.parse(stored.expiresAt) > nowMs) return { variant: stored.variant, active: true };
    const assignment: AbAssignment = {
      variant: pickVariant(random()),
      assignedAt: new Date(nowMs).toISOString(),
      expiresAt: new Date(nowMs + AB_ASSIGNMENT_TTL_MS).toISOString(),
    };
    storage.setItem(AB_ASSIGNMENT_KEY, JSON.stringify(assignment));
    return { variant: assignment.variant, active: true };
  } catch (error) {
    console.warn("A/B test storage unavailable; using variantA", error);
    return FALLBACK;
  }
}

/** The stored events (an unreadable list counts as empty). */
export function readAbEvents(storage: AbStorage): AbEvent[] {
  const raw = storage.getItem(AB_EVENTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as AbEvent[]) : [];
  } catch {
    return [];
  }
}

/** Appends an event, keeping only the newest 1000. Returns false when storage failed. */
export function recordAbEvent(
  storage: AbStorage | null,
  event: Omit<AbEvent, "id" | "timestamp">,
  nowMs: number,
  makeId: () => string = () => `${nowMs.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
): boolean {
  if (!storage) return false;
  try {
    const events = readAbEvents(storage);
    events.push({ ...event, id: makeId(), timestamp: new Date(nowMs).toISOString() });
    storage.setItem(AB_EVENTS_KEY, JSON.stringify(events.slice(-AB_MAX_EVENTS)));
    return true;
  } catch (error) {
    console.warn("A/B test event not stored", error);
    return false;
  }
}

export type AbCtaKey = "flashA" | "flashB" | "regularA" | "regularB";

/** Which button text to show: keys into the `abTest` messages. */
export function abCtaKey(variant: AbVariant, isFlashSale: boolean): AbCtaKey {
  const suffix = variant === "variantB" ? "B" : "A";
  return `${isFlashSale ? "flash" : "regular"}${suffix}`;
}

/** The variants' texts (the same as messages/es.json), for tests and places without messages. */
export const AB_CTA_TEXTS: Record<AbCtaKey, string> = {
  flashA: "CANJEAR AHORA",
  flashB: "APROVECHAR HOY",
  regularA: "AGREGAR AL CARRITO",
  regularB: "APROVECHAR OFERTA",
};
