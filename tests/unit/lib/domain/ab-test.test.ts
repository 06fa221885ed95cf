import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AB_ASSIGNMENT_KEY,
  AB_ASSIGNMENT_TTL_MS,
  AB_CTA_TEXTS,
  AB_EVENTS_KEY,
  AB_MAX_EVENTS,
  abCtaKey,
  getAbVariant,
  pickVariant,
  readAbEvents,
  recordAbEvent,
  type AbStorage,
} from "@/lib/domain/ab-test";

function memoryStorage(): AbStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const broken: AbStorage = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("denied");
  },
};

const NOW = Date.parse("2026-11-21T10:00:00Z");

afterEach(() => vi.restoreAllMocks());

describe("A/B call to action (SPEC 9)", () => {
  it("splits 50/50 between variantA and variantB", () => {
    expect(pickVariant(0)).toBe("variantA");
    expect(pickVariant(0.4999)).toBe("variantA");
    expect(pickVariant(0.5)).toBe("variantB");
    expect(pickVariant(0.99)).toBe("variantB");
  });

  it("stores an assignment {variant, assignedAt, expiresAt} valid for 72 hours", () => {
    const storage = memoryStorage();
    expect(getAbVariant(storage, NOW, () => 0.7)).toEqual({ variant: "variantB", active: true });
    const record = JSON.parse(storage.data.get(AB_ASSIGNMENT_KEY)!);
    expect(record).toEqual({
      variant: "variantB",
      assignedAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + AB_ASSIGNMENT_TTL_MS).toISOString(),
    });
    // Kept while valid, whatever the random draw says.
    expect(getAbVariant(storage, NOW + AB_ASSIGNMENT_TTL_MS - 1, () => 0.1).variant).toBe("variantB");
  });

  it("reassigns after 72 hours and when the record is corrupt", () => {
    const storage = memoryStorage();
    getAbVariant(storage, NOW, () => 0.7);
    expect(getAbVariant(storage, NOW + AB_ASSIGNMENT_TTL_MS, () => 0.1).variant).toBe("variantA");
    storage.data.set(AB_ASSIGNMENT_KEY, "{not json");
    expect(getAbVariant(storage, NOW, () => 0.9)).toEqual({ variant: "variantB", active: true });
    storage.data.set(
      AB_ASSIGNMENT_KEY,
      JSON.stringify({ variant: "variantZ", assignedAt: "x", expiresAt: "2999-01-01" }),
    );
    expect(getAbVariant(storage, NOW, () => 0.1).variant).toBe("variantA");
  });

  it("falls back to variantA, inactive, with a warning when storage fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(getAbVariant(broken, NOW, () => 0.9)).toEqual({ variant: "variantA", active: false });
    expect(warn).toHaveBeenCalled();
    expect(getAbVariant(null, NOW)).toEqual({ variant: "variantA", active: false });
    expect(recordAbEvent(broken, { eventType: "click", variant: "variantA", data: {} }, NOW)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("records events {id, eventType, variant, timestamp, data}, keeping the newest 1000", () => {
    const storage = memoryStorage();
    let n = 0;
    for (let i = 0; i < AB_MAX_EVENTS + 5; i++) {
      recordAbEvent(storage, { eventType: "cta_click", variant: "variantB", data: { i } }, NOW + i, () => `e${n++}`);
    }
    const events = readAbEvents(storage);
    expect(events).toHaveLength(AB_MAX_EVENTS);
    expect(events[0]).toEqual({
      id: "e5",
      eventType: "cta_click",
      variant: "variantB",
      timestamp: new Date(NOW + 5).toISOString(),
      data: { i: 5 },
    });
    expect(events.at(-1)?.id).toBe(`e${AB_MAX_EVENTS + 4}`);
    expect(storage.data.has(AB_EVENTS_KEY)).toBe(true);
    storage.data.set(AB_EVENTS_KEY, "garbage");
    expect(readAbEvents(storage)).toEqual([]);
  });

  it("picks the button text by variant and flash sale", () => {
    expect(AB_CTA_TEXTS[abCtaKey("variantA", true)]).toBe("CANJEAR AHORA");
    expect(AB_CTA_TEXTS[abCtaKey("variantB", true)]).toBe("APROVECHAR HOY");
    expect(AB_CTA_TEXTS[abCtaKey("variantA", false)]).toBe("AGREGAR AL CARRITO");
    expect(AB_CTA_TEXTS[abCtaKey("variantB", false)]).toBe("APROVECHAR OFERTA");
  });
});
