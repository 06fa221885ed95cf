import { describe, expect, it } from "vitest";
import { editDistance } from "@/lib/domain/edit-distance";

describe("editDistance", () => {
  it("counts inserts, deletes, replacements and swapped neighbours as one edit each", () => {
    expect(editDistance("massage", "massage")).toBe(0);
    expect(editDistance("masage", "massage")).toBe(1);
    expect(editDistance("massagee", "massage")).toBe(1);
    expect(editDistance("masaage", "massage")).toBe(1);
    expect(editDistance("voclano", "volcano")).toBe(1);
    expect(editDistance("masaje", "massage")).toBe(2);
    expect(editDistance("", "spa")).toBe(3);
  });

  it("gives up on lengths alone past the limit", () => {
    expect(editDistance("spa", "massage", 1)).toBe(2);
  });
});
