// Issue 16, bad input: every route handler with a parameter, a query or a body gets FUZZ_RUNS
// generated requests (path segments with traversal and unicode, junk queries, junk forms, forged
// origins). None may throw or answer 5xx, and the refused ones change no table.
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isNextControlFlow, nastyString, show, tableDigests } from "./helpers/fuzz";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ host: "localhost:3000", "user-agent": "fuzz", "x-forwarded-for": "203.0.113.78" }),
}));

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ORIGIN = "http://localhost:3000";
const suggestions = await import("@/app/api/sugerencias/route");
const view = await import("@/app/api/cupones/[id]/vista/route");
const sitemaps = await import("@/app/sitemaps/[file]/route");
const uploads = await import("@/app/uploads/[name]/route");
const confirm = await import("@/app/(es)/(account)/auth/confirm/continuar/route");
const signOut = await import("@/app/(es)/(account)/auth/salir/route");
const statementCsv = await import("@/app/(es)/(seller)/vendedor/estado-de-cuenta/csv/route");

const segment = fc.oneof(
  nastyString,
  fc.constantFrom(
    "..",
    "../..%2fetc%2fpasswd",
    "%2e%2e",
    "0.xml",
    "999999999.xml",
    "-1.xml",
    "a.webp",
    ".env",
    "x".repeat(5000),
  ),
);
const form = fc
  .dictionary(fc.constantFrom("type", "token", "code", "next", "email", "__proto__"), nastyString, { maxKeys: 6 })
  .map((fields) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  });
const origin = fc.constantFrom(ORIGIN, "https://evil.example", "null", "", "http://localhost:3000.evil.example");

type Call = () => Promise<Response>;
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const handlers: { name: string; mutates: boolean; calls: fc.Arbitrary<Call> }[] = [
  {
    name: "GET /api/sugerencias",
    mutates: false,
    calls: nastyString.map(
      (q) => () => suggestions.GET(new NextRequest(`${ORIGIN}/api/sugerencias?q=${encodeURIComponent(q)}`)),
    ),
  },
  {
    name: "POST /api/cupones/[id]/vista",
    mutates: true,
    calls: segment.map(
      (id) => () => view.POST(new Request(`${ORIGIN}/api/cupones/x/vista`, { method: "POST" }), params({ id })),
    ),
  },
  {
    name: "GET /sitemaps/[file]",
    mutates: false,
    calls: segment.map((file) => () => sitemaps.GET(new Request(`${ORIGIN}/sitemaps/x`), params({ file }))),
  },
  {
    name: "GET /vendedor/estado-de-cuenta/csv",
    mutates: false,
    calls: nastyString.map(
      (id) => () =>
        statementCsv.GET(new Request(`${ORIGIN}/vendedor/estado-de-cuenta/csv?negocio=${encodeURIComponent(id)}`)),
    ),
  },
  {
    name: "GET /uploads/[name]",
    mutates: false,
    calls: segment.map((name) => () => uploads.GET(new Request(`${ORIGIN}/uploads/x`), params({ name }))),
  },
  {
    name: "POST /auth/confirm/continuar",
    mutates: true,
    calls: fc.tuple(form, origin).map(
      ([body, from]) =>
        () =>
          confirm.POST(
            new NextRequest(`${ORIGIN}/auth/confirm/continuar`, {
              method: "POST",
              body,
              headers: { origin: from, "content-type": "application/x-www-form-urlencoded", host: "localhost:3000" },
            }),
          ),
    ),
  },
  {
    name: "POST /auth/salir",
    mutates: true,
    calls: origin.map(
      (from) => () =>
        signOut.POST(
          new NextRequest(`${ORIGIN}/auth/salir`, {
            method: "POST",
            headers: { origin: from, host: "localhost:3000" },
          }),
        ),
    ),
  },
];

describe.each(testEngines())("fuzzed route handlers [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each(handlers.map((handler) => [handler.name, handler]))(
    `%s: ${RUNS} requests, never a 5xx or a throw`,
    async (_name, handler) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const before = await tableDigests(t.owner);
      const problems: string[] = [];
      const samples = fc.sample(handler.calls, { numRuns: RUNS, seed: 16 });
      for (const [index, call] of samples.entries()) {
        try {
          const response = await call();
          if (response.status >= 500) problems.push(`${response.status} on sample ${index}`);
        } catch (error) {
          if (!isNextControlFlow(error))
            problems.push(`threw ${String(error).slice(0, 120)} on sample ${index} ${show(call)}`);
        }
      }
      errors.mockRestore();
      expect(problems.slice(0, 5)).toEqual([]);
      // Junk ids never match a coupon, junk tokens never open a session: nothing may be written.
      if (handler.mutates) expect(await tableDigests(t.owner)).toEqual(before);
    },
    300_000,
  );
});
