// Issue 14: the statement's CSV route checks the session and the membership: 401 signed out,
// 404 for a business the caller may not read (another business, or theirs as an editor), and for
// an owner or manager the CSV with the same figures as the statement.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { getBusinessStatement } from "@/lib/data/admin/analytics";
import { statementTotals } from "@/lib/ledger/rules/statement";
import { fromCents } from "@/lib/domain/money";
import { testEngines } from "./helpers/engines";
import { demoBusinessId, editor, manager, otherBusinessId, seller } from "./helpers/fixtures";
import { sessionModule } from "./helpers/mock-session";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", () => sessionModule(() => session.caller));
const { GET } = await import("@/app/(es)/(seller)/vendedor/estado-de-cuenta/csv/route");
const download = (as: Caller | null, businessId: string) => {
  session.caller = as;
  return GET(new Request(`http://localhost/vendedor/estado-de-cuenta/csv?negocio=${businessId}`));
};

describe.each(testEngines())("statement CSV route [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers 401 signed out and 404 for a business the caller may not read", async () => {
    expect((await download(null, demoBusinessId)).status).toBe(401);
    expect((await download(manager, otherBusinessId)).status).toBe(404);
    expect((await download(editor, demoBusinessId)).status).toBe(404);
    expect((await download(manager, "not-a-uuid")).status).toBe(404);
  });

  it("gives owners and managers the statement as a UTF-8 CSV with a BOM and the statement's totals", async () => {
    for (const who of [seller, manager]) {
      const response = await download(who, demoBusinessId);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="estado-de-cuenta-[a-z0-9-]+\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
      expect(lines[0]).toBe("Mes,Ventas brutas (Q),Reembolsos (Q),Comisión (%),Comisión (Q),Neto a pagar (Q)");
      const totals = statementTotals((await getBusinessStatement(who, demoBusinessId))!);
      expect(totals.grossCents).toBeGreaterThan(0);
      expect(lines.at(-1)).toBe(
        `Total,${fromCents(totals.grossCents)},${fromCents(totals.refundsCents)},,${fromCents(totals.commissionCents)},${fromCents(totals.netCents)}`,
      );
    }
  });
});
