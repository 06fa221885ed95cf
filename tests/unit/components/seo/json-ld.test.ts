import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/components/seo/json-ld";

describe("serializeJsonLd", () => {
  it("escapes what could close the script tag and stays valid JSON", () => {
    const data = { name: "</script><script>alert(1)</script> & más" };
    const out = serializeJsonLd(data);
    expect(out).not.toContain("</script>");
    expect(out).not.toContain("&");
    expect(JSON.parse(out)).toEqual(data);
  });
});
