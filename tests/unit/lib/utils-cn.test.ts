// `cn` joins classes without tailwind-merge; outside production it refuses a conflict it would
// have hidden (two utilities for one property, the winner left to the stylesheet's order).
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";

describe("cn", () => {
  it("joins strings, conditionals and arrays as clsx does", () => {
    expect(cn("flex", false && "hidden", ["gap-2", { "p-4": true, "p-2": false }], undefined)).toBe("flex gap-2 p-4");
  });

  it("leaves a components-layer base and the utility that overrides it side by side", () => {
    expect(cn("sheet-panel", "sheet-right", "w-(--sidebar-width-mobile) gap-0")).toBe(
      "sheet-panel sheet-right w-(--sidebar-width-mobile) gap-0",
    );
    expect(cn("btn btn-outline btn-icon", "size-8")).toBe("btn btn-outline btn-icon size-8");
  });

  it("throws in tests on two utilities of one property, naming the one that would lose", () => {
    expect(() => cn("rounded-md px-2 py-1", "px-3 py-2")).toThrow(/"px-2 py-1" conflicts/);
    expect(() => cn("text-muted-foreground", "text-foreground")).toThrow(/text-muted-foreground/);
  });

  it("accepts variants of one property under different conditions", () => {
    expect(cn("max-w-lg bg-background hover:bg-accent sm:max-w-xl")).toBe(
      "max-w-lg bg-background hover:bg-accent sm:max-w-xl",
    );
  });
});
