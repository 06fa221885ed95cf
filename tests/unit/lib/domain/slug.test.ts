import { describe, expect, it } from "vitest";
import { isSlug, SLUG_MAX_LENGTH, slugify, slugWithSuffix } from "@/lib/domain/slug";

describe("slugify (SPEC 5 'Quick business creation')", () => {
  it("lowercases and removes accents", () => {
    expect(slugify("Café Ñandú")).toBe("cafe-nandu");
    expect(slugify("ÁRBOL ÉLITE Ü")).toBe("arbol-elite-u");
  });

  it("drops characters other than a-z, 0-9, space and hyphen", () => {
    expect(slugify("¡Pizza & Pasta! #1")).toBe("pizza-pasta-1");
    expect(slugify("La Toscana (Zona 10)")).toBe("la-toscana-zona-10");
    expect(slugify("emoji 🍕 pizza")).toBe("emoji-pizza");
  });

  it("turns spaces into hyphens, one per run, none at the ends", () => {
    expect(slugify("  El   Fogón  ")).toBe("el-fogon");
    expect(slugify("Spa - Relax")).toBe("spa-relax");
    expect(slugify("-guion-")).toBe("guion");
  });

  it("keeps at most 60 characters and never ends in a hyphen after cutting", () => {
    const long = slugify("a".repeat(59) + " bcdef");
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toBe("a".repeat(59));
    expect(slugify("x".repeat(100))).toHaveLength(60);
  });

  it("yields an empty slug when nothing usable is left", () => {
    expect(slugify("¡¡¡")).toBe("");
    expect(slugify("   ")).toBe("");
  });

  it("always yields what the database accepts", () => {
    for (const name of ["Café  Luna — Zona 10", "a - - b", "Ñ", "x".repeat(80), "  -- ok --  "]) {
      const s = slugify(name);
      if (s) expect(isSlug(s)).toBe(true);
    }
  });
});

describe("slugWithSuffix", () => {
  it("numbers taken slugs from 2 and keeps 60 characters", () => {
    expect(slugWithSuffix("pizza-luna", 1)).toBe("pizza-luna");
    expect(slugWithSuffix("pizza-luna", 2)).toBe("pizza-luna-2");
    expect(slugWithSuffix("pizza-luna", 13)).toBe("pizza-luna-13");
    const base = "b".repeat(60);
    expect(slugWithSuffix(base, 3)).toBe(`${"b".repeat(58)}-3`);
    expect(slugWithSuffix(`${"c".repeat(57)}-dd`, 2)).toBe(`${"c".repeat(57)}-2`);
  });
});
