import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@/lib/domain/categories";
import { contrastWithWhite, darkenForWhiteText } from "@/lib/domain/color";

describe("darkenForWhiteText", () => {
  it("leaves a colour that white text already reads on", () => {
    expect(darkenForWhiteText("#1E3A8A")).toBe("#1e3a8a");
  });

  it("darkens every category colour to at least 4.5:1 for white text, keeping its hue", () => {
    for (const { color } of CATEGORIES) {
      const dark = darkenForWhiteText(color);
      expect(contrastWithWhite(dark)).toBeGreaterThanOrEqual(4.5);
      // Only a little darker than needed (one 2% step).
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
      const [r, g, b] = rgb(dark);
      const [r0, g0, b0] = rgb(color);
      expect(Math.abs(r / Math.max(r0, 1) - b / Math.max(b0, 1))).toBeLessThan(0.05);
      expect(g).toBeLessThanOrEqual(g0);
    }
  });

  it("rejects what is not #rrggbb", () => {
    expect(() => darkenForWhiteText("red")).toThrow();
  });
});
