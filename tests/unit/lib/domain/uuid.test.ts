import { describe, expect, it } from "vitest";
import { isUuid } from "@/lib/domain/uuid";

describe("isUuid", () => {
  it("accepts uuids in any case and refuses everything else", () => {
    expect(isUuid("3f1c2a4e-9b7d-4c1e-8f2a-0123456789ab")).toBe(true);
    expect(isUuid("3F1C2A4E-9B7D-4C1E-8F2A-0123456789AB")).toBe(true);
    for (const bad of [
      "",
      "123",
      "3f1c2a4e9b7d4c1e8f2a0123456789ab",
      "3f1c2a4e-9b7d-4c1e-8f2a-0123456789ab'; drop table",
      null,
      42,
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});
