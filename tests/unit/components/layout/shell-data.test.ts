// The shell's bundled words (shell-data.generated.json) must be what messages/es.json and the
// categories say today: a stale file would show old words until someone regenerated it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildShellData } from "@/components/layout/shell-data";
import { CATEGORIES } from "@/lib/domain/categories";

const file = JSON.parse(readFileSync("components/layout/shell-data.generated.json", "utf8"));

describe("shell-data.generated.json", () => {
  it("equals what es.json and the categories give now (else: npm run generate:bundles)", async () => {
    expect(file, "stale: run `npm run generate:bundles`").toEqual(await buildShellData());
  });

  it("holds the 12 categories, the popular searches and no footer year (said per render)", () => {
    expect(file.categories.map((c: string[]) => c[0])).toEqual(CATEGORIES.map((c) => c.id));
    expect(file.popular.length).toBeGreaterThanOrEqual(6);
    expect(file.texts.footer).not.toHaveProperty("rights");
    expect(JSON.stringify(file)).not.toMatch(/20\\d\\d/);
  });
});
