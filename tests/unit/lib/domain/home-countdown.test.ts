import { describe, expect, it } from "vitest";
import {
  HOME_COUNTDOWN_KEY,
  HOME_COUNTDOWN_MS,
  countdownParts,
  loadCountdownEnd,
  parseCountdownEnd,
  resolveCountdownEnd,
  type CountdownStorage,
} from "@/lib/domain/home-countdown";

const NOW = 1_800_000_000_000;

function memoryStorage(initial: Record<string, string> = {}): CountdownStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe("home countdown (SPEC 9: 15 days from the first visit, key homeCountdownEnd)", () => {
  it("uses the key and the 15-day span of SPEC", () => {
    expect(HOME_COUNTDOWN_KEY).toBe("homeCountdownEnd");
    expect(HOME_COUNTDOWN_MS).toBe(15 * 24 * 3600 * 1000);
  });

  it("parses a stored end and rejects malformed values", () => {
    expect(parseCountdownEnd(String(NOW + 1000), NOW)).toBe(NOW + 1000);
    for (const bad of [
      null,
      undefined,
      "",
      "abc",
      "12.5",
      "-5",
      "1e12",
      "NaN",
      "{}",
      String(NOW + HOME_COUNTDOWN_MS + 1),
    ]) {
      expect(parseCountdownEnd(bad, NOW), String(bad)).toBeNull();
    }
  });

  it("keeps a stored end that is still ahead", () => {
    expect(resolveCountdownEnd(String(NOW + 5000), NOW)).toEqual({ end: NOW + 5000, regenerated: false });
  });

  it("regenerates an expired, absent or malformed end to 15 days from now", () => {
    for (const raw of [String(NOW), String(NOW - 1), null, "garbage"]) {
      expect(resolveCountdownEnd(raw, NOW)).toEqual({ end: NOW + HOME_COUNTDOWN_MS, regenerated: true });
    }
  });

  it("stores the first visit's end and keeps it on later visits", () => {
    const storage = memoryStorage();
    const end = loadCountdownEnd(storage, NOW);
    expect(end).toBe(NOW + HOME_COUNTDOWN_MS);
    expect(storage.data[HOME_COUNTDOWN_KEY]).toBe(String(end));
    expect(loadCountdownEnd(storage, NOW + 60_000)).toBe(end);
  });

  it("rewrites a malformed stored value", () => {
    const storage = memoryStorage({ [HOME_COUNTDOWN_KEY]: "not-a-date" });
    expect(loadCountdownEnd(storage, NOW)).toBe(NOW + HOME_COUNTDOWN_MS);
    expect(storage.data[HOME_COUNTDOWN_KEY]).toBe(String(NOW + HOME_COUNTDOWN_MS));
  });

  it("falls back without crashing when storage throws or is missing", () => {
    const throwing: CountdownStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(loadCountdownEnd(throwing, NOW)).toBe(NOW + HOME_COUNTDOWN_MS);
    expect(loadCountdownEnd(null, NOW)).toBe(NOW + HOME_COUNTDOWN_MS);
  });

  it("splits the remaining time and stops at zero", () => {
    expect(countdownParts(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
    expect(countdownParts(NOW - 1000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
