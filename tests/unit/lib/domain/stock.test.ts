import { describe, expect, it } from "vitest";
import { stockLevel, stockPercent } from "@/lib/domain/stock";

describe("stock", () => {
  it("is critical (red) at 3 or fewer, low (orange) at 10 or fewer (SPEC 4)", () => {
    expect(stockLevel(0)).toBe("critical");
    expect(stockLevel(3)).toBe("critical");
    expect(stockLevel(4)).toBe("low");
    expect(stockLevel(10)).toBe("low");
    expect(stockLevel(11)).toBe("normal");
  });

  it("shows remaining / total as a bounded percentage", () => {
    expect(stockPercent(25, 100)).toBe(25);
    expect(stockPercent(1, 3)).toBe(33);
    expect(stockPercent(5, 0)).toBe(0);
    expect(stockPercent(150, 100)).toBe(100);
  });
});
