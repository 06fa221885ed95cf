import { afterAll, beforeAll, vi } from "vitest";

/**
 * Holds the app's clock still for a file's tests, so the fixed rate-limit windows they count in
 * (lib/domain/rate-limits.ts, windowStart) cannot roll over mid-test on a slow run. Only Date is
 * faked: timers, and the database's own now(), keep running.
 */
export function holdRateWindows(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
