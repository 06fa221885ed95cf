// The home's bundled words (home-data.generated.json) must be what messages/es.json and the
// categories say today: a stale file would show old words until someone regenerated it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildHomeData } from "@/app/(es)/(shop)/inicio/_components/home-data";
import { CATEGORIES } from "@/lib/domain/categories";
import messages from "@/messages/es.json";

const FOLDER = "app/(es)/(shop)/inicio/_components";
const file = JSON.parse(readFileSync(`${FOLDER}/home-data.generated.json`, "utf8"));
const english = JSON.parse(readFileSync(`${FOLDER}/home-data.en.generated.json`, "utf8"));

describe("home-data.generated.json", () => {
  it("equals what es.json and the categories give now (else: npm run generate:bundles)", () => {
    expect(file, "stale: run `npm run generate:bundles`").toEqual(buildHomeData());
    expect(english, "stale: run `npm run generate:bundles`").toEqual(buildHomeData("en"));
  });

  it("holds every key of the home namespace and the 12 categories in catalogue order", () => {
    expect(Object.keys(file.messages.home).sort()).toEqual(Object.keys(messages.home).sort());
    expect(file.categories.map((c: string[]) => c[0])).toEqual(CATEGORIES.map((c) => c.id));
    expect(file.categories[0]).toEqual([
      CATEGORIES[0]!.id,
      CATEGORIES[0]!.name,
      CATEGORIES[0]!.color,
      `/categoria/${CATEGORIES[0]!.id}`,
    ]);
  });
});
