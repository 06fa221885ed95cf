// The fuzz of every server action (tests/integration/fuzz-actions*.test.ts): each exported action
// under lib/actions (found by glob, so a new action is fuzzed the day it lands) gets FUZZ_RUNS
// generated inputs as one kind of caller. No call may throw or fall into the wrapper's 'Ocurrió un
// error inesperado.' (a crash the user sees as a toast); every refusal speaks a text of the Spanish
// catalogue; and the refused calls, replayed, change no row of any table. Split by caller into two
// files so the two halves run on two workers (one file was the suite's longest by minutes).
// The test files mock the session, headers and cache before importing this.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { actionInput, catalogueMatcher, isNextControlFlow, schemaKeys, show, tableDigests } from "./fuzz";
import { testEngines } from "./engines";
import { seller } from "./fixtures";
import { createTestDatabase, type TestDatabase } from "./test-db";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
// A quarter of the runs on PostgreSQL: what the inputs exercise (zod, the wrapper, the actions'
// checks) is the same code on both engines; PostgreSQL adds its own error codes, which a few hundred
// inputs per action reach as surely as a thousand.
const runsOn = (engine: string) => (engine === "postgres" ? Math.ceil(RUNS / 4) : RUNS);
const { actionSchema } = await import("@/lib/actions/define-action");
const { message } = await import("@/lib/i18n/messages");
export { message };
// Vite wants the patterns as literals in each call.
const files = import.meta.glob<Record<string, unknown>>([
  "/lib/actions/**/*.ts",
  "!/lib/actions/_lib/**",
  "!/lib/actions/define-action.ts",
]);
export const sources = import.meta.glob<string>(
  ["/lib/actions/**/*.ts", "!/lib/actions/_lib/**", "!/lib/actions/define-action.ts"],
  { query: "?raw", import: "default", eager: true },
);
export const actions: { name: string; run: (input: unknown) => Promise<unknown>; keys: string[] }[] = [];
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
export const UNEXPECTED = message("common.unexpectedError");
const seedOf = (name: string) => [...name].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, 7);

interface Outcome {
  refused: boolean;
  problem?: string;
}

/** One call judged: a throw, the catch-all text or a non-catalogue refusal is a problem. */
export async function judge(run: (input: unknown) => Promise<unknown>, input: unknown): Promise<Outcome> {
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

/** The fuzz of every action as `who`, on every engine; `session` is the test file's mocked caller. */
export function fuzzActionsAs(who: "anon" | "seller", session: { caller: Caller }): void {
  describe.each(testEngines())(`fuzzed server actions as ${who} [%s]`, (engine) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase(engine);
    });
    afterAll(async () => {
      await t.drop();
    });

    it.each(actions.map((action) => [action.name, action]))(
      `%s as ${who}: ${runsOn(engine)} inputs, no crash, Spanish refusals, refused calls change nothing`,
      async (_name, action) => {
        session.caller = who === "anon" ? { role: "anon", userId: null } : seller;
        const errors = vi.spyOn(console, "error").mockImplementation(() => {});
        const inputs = fc.sample(actionInput(action.keys), {
          numRuns: runsOn(engine),
          seed: seedOf(`${action.name}:${who}`),
        });
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
  });
}
