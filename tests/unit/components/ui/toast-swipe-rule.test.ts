import { describe, expect, it } from "vitest";
import { swipeDismisses, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast-swipe-rule";

describe("toast swipe (SPEC 9: swipe right to dismiss at 50 px)", () => {
  it("dismisses at 50 px to the right and beyond", () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDismisses(50, 0)).toBe(true);
    expect(swipeDismisses(120, 10)).toBe(true);
  });

  it("keeps the toast below 50 px, to the left, or on a mostly vertical drag", () => {
    expect(swipeDismisses(49, 0)).toBe(false);
    expect(swipeDismisses(45, 0)).toBe(false);
    expect(swipeDismisses(-80, 0)).toBe(false);
    expect(swipeDismisses(60, 90)).toBe(false);
  });
});
