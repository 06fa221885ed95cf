import { describe, expect, it } from "vitest";
import { LEVEL_TITLES, LEVEL_TITLES_EN, levelTitle, progressPercent } from "@/lib/domain/loyalty";

describe("progressPercent (SPEC /logros)", () => {
  it("is current_xp / next_level_xp as a rounded percent", () => {
    expect(progressPercent(50, 100)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1250, 2000)).toBe(63);
  });
  it("is 0 when there is no next level", () => {
    expect(progressPercent(500, null)).toBe(0);
    expect(progressPercent(500, undefined)).toBe(0);
    expect(progressPercent(500, 0)).toBe(0);
  });
  it("stays within 0..100", () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(250, 100)).toBe(100);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});

describe("level titles (SPEC /logros)", () => {
  it("has the five titles of SPEC", () => {
    expect(LEVEL_TITLES).toEqual({
      1: "Descuentos básicos",
      2: "Ofertas exclusivas",
      3: "Acceso early bird",
      4: "Cupones premium",
      5: "VIP concierge",
    });
  });
  it("clamps out-of-range levels", () => {
    expect(levelTitle(3)).toBe("Acceso early bird");
    expect(levelTitle(0)).toBe("Descuentos básicos");
    expect(levelTitle(9)).toBe("VIP concierge");
    expect(levelTitle(Number.NaN)).toBe("Descuentos básicos");
  });
  it("names every level on English pages too", () => {
    expect(levelTitle(1, true)).toBe("Basic discounts");
    expect(levelTitle(9, true)).toBe("VIP concierge");
    expect(Object.keys(LEVEL_TITLES_EN)).toEqual(Object.keys(LEVEL_TITLES));
  });
});
