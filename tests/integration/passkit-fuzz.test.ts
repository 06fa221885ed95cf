// The PassKit web service is open to the internet with no session: junk path segments, tokens,
// bodies and tags (traversal, unicode, huge values, a real serial with a forged token) never throw,
// never answer 5xx, and never write a row.
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { vouchers } from "@/lib/db/schema";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { nastyString, tableDigests } from "./helpers/fuzz";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PASS_TYPE = "pass.gt.cupongt.prueba";
const state = vi.hoisted(() => ({ apple: null as unknown }));
state.apple = { passTypeId: PASS_TYPE, teamId: "ABCDE12345", certificates: makeTestPassCertificates() };
vi.mock("@/lib/wallet/apple-config", async (original) => ({
  ...(await original<typeof import("@/lib/wallet/apple-config")>()),
  appleWalletConfig: () => state.apple,
}));

const registration = await import("@/app/api/passkit/v1/devices/[device]/registrations/[passType]/[serial]/route");
const { GET: listChanged } = await import("@/app/api/passkit/v1/devices/[device]/registrations/[passType]/route");
const { GET: latestPass } = await import("@/app/api/passkit/v1/passes/[passType]/[serial]/route");
const { POST: log } = await import("@/app/api/passkit/v1/log/route");

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000) / 5;
const base = "http://localhost/api/passkit/v1";
const ctx = <T>(value: T) => ({ params: Promise.resolve(value) });

describe.each(testEngines())("PassKit web service, fuzzed [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it(`${RUNS} junk requests per endpoint: no throw, no 5xx, no row written`, async () => {
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const segment = fc.oneof(nastyString, fc.constantFrom(v!.id, PASS_TYPE, "..", "%2e%2e", "x".repeat(5000)));
    // Header values as they can arrive over HTTP: bytes, no line breaks or NUL (fetch refuses the rest).
    const headerValue = nastyString.map((s) =>
      Buffer.from(s)
        .toString("latin1")
        .replace(/[\r\n\0]/g, "")
        .trim(),
    );
    const token = fc.oneof(
      headerValue,
      headerValue.map((s) => `ApplePass ${s}`),
      fc.constant("ApplePass " + "A".repeat(43)),
      fc.constant("ApplePass"),
    );
    const calls = fc
      .tuple(segment, segment, segment, token, nastyString)
      .map(([device, passType, serial, auth, body]) => [
        () =>
          registration.POST(
            new Request(`${base}/devices/x/registrations/y/z`, {
              method: "POST",
              headers: { Authorization: auth },
              body,
            }),
            ctx({ device, passType, serial }),
          ),
        () =>
          registration.DELETE(
            new Request(`${base}/devices/x/registrations/y/z`, { method: "DELETE", headers: { Authorization: auth } }),
            ctx({ device, passType, serial }),
          ),
        () =>
          listChanged(
            new Request(`${base}/devices/x/registrations/y?passesUpdatedSince=${encodeURIComponent(body)}`),
            ctx({ device, passType }),
          ),
        () =>
          latestPass(
            new Request(`${base}/passes/y/z`, {
              headers: { Authorization: auth, "If-Modified-Since": auth.slice(10) },
            }),
            ctx({ passType, serial }),
          ),
        () => log(new Request(`${base}/log`, { method: "POST", body })),
      ]);
    const before = await tableDigests(t.owner);
    const problems: string[] = [];
    for (const [index, group] of fc.sample(calls, { numRuns: RUNS, seed: 37 }).entries())
      for (const call of group) {
        try {
          const response = await call();
          if (response.status >= 500) problems.push(`${response.status} on sample ${index}`);
        } catch (error) {
          problems.push(`threw ${String(error).slice(0, 160)} on sample ${index}`);
        }
      }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(await tableDigests(t.owner)).toEqual(before);
  }, 300_000);
});
