// Bad input, as a signed-in seller: every server action fuzzed (tests/integration/helpers/fuzz-actions.ts
// says how and why). The visitor's half and the judge's test: fuzz-actions.test.ts.
import { vi } from "vitest";
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

const { fuzzActionsAs } = await import("./helpers/fuzz-actions");

fuzzActionsAs("seller", session);
