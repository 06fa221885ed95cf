// The database by area: an area's tables (lib/db/schema/<area>.ts, or a folder of that name when
// it has several files) and its functions, policies and grants (supabase/schemas/NN-<area>.sql, or
// NN-<area>-<part>.sql when it has several) carry the same name, and the files apply in the order
// of their numbers. A table file with no SQL of its area, or an SQL file of no known area, fails.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AFTER_TABLES, BEFORE_TABLES } from "@/lib/db/schema-files";

const ROOT = resolve(import.meta.dirname, "../..");
/** Areas with functions and no tables of their own. */
const SQL_ONLY = ["before-tables", "security", "checkout", "community", "operations"];
/** Not areas: the re-exports drizzle-kit reads, and the Postgres schema objects. */
const NOT_AREAS = ["index", "pg-schemas"];

const tableAreas = readdirSync(join(ROOT, "lib/db/schema"), { withFileTypes: true })
  .map((e) => (e.isDirectory() ? e.name : e.name.replace(/\.ts$/, "")))
  .filter((name) => !NOT_AREAS.includes(name));
const sqlFiles = readdirSync(join(ROOT, "supabase/schemas")).filter((f) => f.endsWith(".sql"));
const sqlArea = (file: string) => {
  const name = file.replace(/^\d{2}-/, "").replace(/\.sql$/, "");
  return [...tableAreas, ...SQL_ONLY]
    .filter((a) => name === a || name.startsWith(`${a}-`))
    .sort((a, b) => b.length - a.length)[0];
};

describe("the database by area", () => {
  it("every SQL file is numbered and belongs to an area", () => {
    expect(sqlFiles.filter((f) => !/^\d{2}-[a-z-]+\.sql$/.test(f))).toEqual([]);
    expect(sqlFiles.filter((f) => !sqlArea(f))).toEqual([]);
  });

  it("every area's tables have the area's SQL", () => {
    expect(tableAreas.length).toBeGreaterThan(15);
    const areasWithSql = new Set(sqlFiles.map(sqlArea));
    expect(tableAreas.filter((a) => !areasWithSql.has(a))).toEqual([]);
  });

  it("the files apply in their numbers' order, 00- before the tables", () => {
    expect(BEFORE_TABLES).toEqual(["00-before-tables.sql"]);
    expect([...BEFORE_TABLES, ...AFTER_TABLES]).toEqual([...sqlFiles].sort());
    expect(AFTER_TABLES.indexOf("01-security.sql")).toBe(0);
    expect(AFTER_TABLES.indexOf("09-loyalty.sql")).toBeLessThan(AFTER_TABLES.indexOf("10-loyalty-referrals.sql"));
  });

  it("'ledger' is money: the points journal's SQL is loyalty's, not the ledger's", () => {
    expect(sqlArea("09-loyalty.sql")).toBe("loyalty");
    expect(sqlArea("10-loyalty-referrals.sql")).toBe("loyalty");
    expect(sqlFiles.filter((f) => sqlArea(f) === "ledger")).toEqual([
      "20-ledger.sql",
      "21-ledger-checks.sql",
      "22-ledger-payouts.sql",
    ]);
  });
});
