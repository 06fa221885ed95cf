import { describe, expect, it } from "vitest";
import { parseView, withParams } from "@/components/search/query-string";

describe("withParams / parseView", () => {
  it("drops empty values and encodes the rest", () => {
    expect(withParams("/buscar", { q: "", cat: null, loc: undefined })).toBe("/buscar");
    expect(withParams("/buscar", { q: "piña & café", page: 2 })).toBe("/buscar?q=pi%C3%B1a+%26+caf%C3%A9&page=2");
  });
  it("reads ?view= as list or grid", () => {
    expect(parseView("list")).toBe("list");
    expect(parseView(["list", "grid"])).toBe("list");
    expect(parseView("tabla")).toBe("grid");
    expect(parseView(undefined)).toBe("grid");
  });
});
