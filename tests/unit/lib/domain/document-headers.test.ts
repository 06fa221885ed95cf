// The admin's document route is sandboxed in production too: Next keeps a header that next.config
// already set over the route's own, so the config's rule for the route must carry DOCUMENT_CSP.
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { DOCUMENT_CSP } from "@/lib/domain/verification-document";

describe("headers of /admin/documentos/", () => {
  it("sends the sandbox policy after (so instead of) the site-wide one", async () => {
    const rules = (await nextConfig.headers!()) ?? [];
    const csp = (source: string) =>
      rules.find((r) => r.source === source)?.headers.find((h) => h.key === "Content-Security-Policy")?.value;
    const siteWide = rules.findIndex((r) => r.source === "/:path*");
    const documents = rules.findIndex((r) => r.source === "/admin/documentos/:name");
    expect(csp("/admin/documentos/:name")).toBe(DOCUMENT_CSP);
    expect(DOCUMENT_CSP).toMatch(/^sandbox;/);
    expect(csp("/:path*")).not.toMatch(/sandbox/);
    expect(documents).toBeGreaterThan(siteWide);
  });
});
