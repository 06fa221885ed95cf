// Issue 16, bad input: every exported server action under lib/actions (found by glob, so a new
// action is fuzzed the day it lands) gets FUZZ_RUNS generated inputs as a visitor and as a
// signed-in seller. No call may throw or fall into the wrapper's 'Ocurrió un error inesperado.'
// (that is a crash the user sees as a toast); every refusal speaks a text of the Spanish catalogue;
// and the refused calls, replayed, change no row of any table.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { actionInput, catalogueMatcher, isNextControlFlow, schemaKeys, show, tableDigests } from "./helpers/fuzz";
import { testEngines } from "./helpers/engines";
import { seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

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

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const { actionSchema } = await import("@/lib/actions/define-action");
const { message } = await import("@/lib/i18n/messages");
// Vite wants the patterns as literals in each call.
const files = import.meta.glob<Record<string, unknown>>([
  "/lib/actions/**/*.ts",
  "!/lib/actions/_lib/**",
  "!/lib/actions/define-action.ts",
]);
const sources = import.meta.glob<string>(
  ["/lib/actions/**/*.ts", "!/lib/actions/_lib/**", "!/lib/actions/define-action.ts"],
  { query: "?raw", import: "default", eager: true },
);
const actions: { name: string; run: (input: unknown) => Promise<unknown>; keys: string[] }[] = [];
for (const [path, load] of Object.entries(files)) {
  for (const [name, value] of Object.entries(await load())) {
    if (typeof value !== "function") continue;
    actions.push({
      name: `${path.replace("/lib/actions/", "")}#${name}`,
      run: value as (input: unknown) => Promise<unknown>,
      keys: schemaKeys(actionSchema(value)),
    });
  }
}
const inCatalogue = catalogueMatcher();
const UNEXPECTED = message("common.unexpectedError");
const seedOf = (name: string) => [...name].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, 7);

interface Outcome {
  refused: boolean;
  problem?: string;
}

/** One call judged: a throw, the catch-all text or a non-catalogue refusal is a problem. */
async function judge(run: (input: unknown) => Promise<unknown>, input: unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run(input);
  } catch (error) {
    if (isNextControlFlow(error)) return { refused: false };
    return { refused: true, problem: `threw ${String(error).slice(0, 120)}` };
  }
  if (!result || typeof result !== "object" || !("ok" in result)) return { refused: false };
  const answer = result as { ok: boolean; error?: unknown; fieldErrors?: Record<string, unknown> };
  if (answer.ok) return { refused: false };
  const texts = [answer.error, ...Object.values(answer.fieldErrors ?? {})];
  if (answer.error === UNEXPECTED)
    return { refused: true, problem: "answered 'Ocurrió un error inesperado.' (a crash inside)" };
  const foreign = texts.find((text) => typeof text !== "string" || !inCatalogue(text));
  return foreign === undefined
    ? { refused: true }
    : { refused: true, problem: `answered a text outside the catalogue: ${String(foreign).slice(0, 120)}` };
}

describe.each(testEngines())("fuzzed server actions [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

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

  for (const who of ["anon", "seller"] as const) {
    it.each(actions.map((action) => [action.name, action]))(
      `%s as ${who}: ${RUNS} inputs, no crash, Spanish refusals, refused calls change nothing`,
      async (_name, action) => {
        session.caller = who === "anon" ? { role: "anon", userId: null } : seller;
        const errors = vi.spyOn(console, "error").mockImplementation(() => {});
        const inputs = fc.sample(actionInput(action.keys), { numRuns: RUNS, seed: seedOf(`${action.name}:${who}`) });
        const problems: string[] = [];
        const refused: unknown[] = [];
        let accepted = 0;
        const before = await tableDigests(t.owner);
        for (const input of inputs) {
          const outcome = await judge(action.run, input);
          if (outcome.problem) problems.push(`${outcome.problem} <- ${show(input)}`);
          if (outcome.refused) refused.push(input);
          else accepted++;
        }
        // When some generated inputs were valid and did their job, replay only the refused ones.
        let start = before;
        if (accepted > 0) {
          start = await tableDigests(t.owner);
          for (const input of refused) await judge(action.run, input);
        }
        const after = await tableDigests(t.owner);
        errors.mockRestore();
        expect(problems.slice(0, 5)).toEqual([]);
        const changed = Object.keys(after).filter((table) => after[table] !== start[table]);
        expect(changed, `tables changed by ${refused.length} refused calls`).toEqual([]);
      },
      300_000,
    );
  }
});

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
