import { describe, expect, it } from "vitest";
import { offerCountText } from "@/lib/domain/offer-count";

describe("offerCountText ('Más de N ofertas disponibles')", () => {
  it("rounds the real count down to a multiple of ten, strictly below it", () => {
    expect(offerCountText(297)).toEqual({ kind: "moreThan", n: 290 });
    expect(offerCountText(300)).toEqual({ kind: "moreThan", n: 290 });
    expect(offerCountText(301)).toEqual({ kind: "moreThan", n: 300 });
    expect(offerCountText(15)).toEqual({ kind: "moreThan", n: 10 });
    expect(offerCountText(12345)).toEqual({ kind: "moreThan", n: 12340 });
  });

  it("says small counts plainly (below 10, and 10 itself, where 'más de 10' would be false)", () => {
    expect(offerCountText(0)).toEqual({ kind: "exact", n: 0 });
    expect(offerCountText(7)).toEqual({ kind: "exact", n: 7 });
    expect(offerCountText(10)).toEqual({ kind: "exact", n: 10 });
    expect(offerCountText(11)).toEqual({ kind: "moreThan", n: 10 });
    expect(offerCountText(20)).toEqual({ kind: "moreThan", n: 10 });
  });
});
