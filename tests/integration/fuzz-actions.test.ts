// Bad input, as a visitor: every server action fuzzed (tests/integration/helpers/fuzz-actions.ts
// says how and why), plus the judge's own test. The signed-in seller's half: fuzz-actions-seller.test.ts.
import { describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "0";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ host: "localhost:3000", "user-agent": "fuzz", "x-forwarded-for": "203.0.113.77" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));

const { actions, fuzzActionsAs, judge, message, sources, UNEXPECTED } = await import("./helpers/fuzz-actions");

describe("the fuzzed actions", () => {
  it("finds the actions to fuzz: every file under lib/actions/<area> is a server action module", () => {
    // Helpers live in lib/actions/_lib, so each export found here is callable by any browser.
    expect(
      Object.entries(sources)
        .filter(([, source]) => !source.startsWith('"use server";'))
        .map(([path]) => path),
    ).toEqual([]);
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => action.keys.length > 0).length).toBeGreaterThan(15);
  });
});

fuzzActionsAs("anon", session);
describe("the fuzz judge", () => {
  it("flags a throw, the catch-all text and a refusal outside the catalogue, and passes a Spanish one", async () => {
    const answer = (result: unknown) => async () => result;
    expect((await judge(async () => Promise.reject(new TypeError("boom")), {})).problem).toMatch(/threw TypeError/);
    expect((await judge(answer({ ok: false, error: UNEXPECTED }), {})).problem).toMatch(/error inesperado/);
    expect((await judge(answer({ ok: false, error: "Invalid input: expected string" }), {})).problem).toMatch(
      /outside the catalogue/,
    );
    expect(
      (
        await judge(
          answer({ ok: false, error: message("common.invalidInput"), fieldErrors: { email: "Required" } }),
          {},
        )
      ).problem,
    ).toMatch(/Required/);
    expect(await judge(answer({ ok: false, error: message("common.signInRequired") }), {})).toEqual({ refused: true });
    expect(await judge(answer({ ok: true, data: 1 }), {})).toEqual({ refused: false });
  });
});
