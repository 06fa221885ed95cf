import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = "supabase/migrations";
const journal = JSON.parse(readFileSync(`${dir}/meta/_journal.json`, "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("migrations", () => {
  // Our migrator follows the journal; `supabase db push` follows file names. Both must agree.
  it("the journal lists every SQL file once, in file-name order, with increasing `when` and idx", () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => f.replace(/\.sql$/, ""))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
