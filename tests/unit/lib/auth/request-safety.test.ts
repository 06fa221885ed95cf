import { describe, expect, it } from "vitest";
import { hasSessionCookie, requiresSignIn } from "@/lib/auth/guard";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";
import { mimeOfUploadName, sniffImageType } from "@/lib/domain/image-upload";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/perfil")).toBe("/perfil");
    expect(safeRedirectPath("/?carrito=1#x")).toBe("/?carrito=1#x");
    expect(safeRedirectPath("/vendedor/cupones/abc/editar")).toBe("/vendedor/cupones/abc/editar");
    expect(safeRedirectPath("/negocio/./tienda")).toBe("/negocio/tienda");
  });
  // Known open-redirect bypasses: each must fall back home, never yield a path a browser reads
  // as another host.
  it.each([
    "https://evil.example/",
    "http:evil.example",
    "https:evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./..//evil.example",
    "/a/..//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\t\t/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " /x",
    "perfil",
    "",
    "/\u0000x",
    "/\u007f/evil.example",
    42,
    null,
    "/".padEnd(3000, "a"),
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });
  it("never returns anything a browser resolves off-site", () => {
    const base = "https://cupongt.example/auth";
    for (const prefix of ["/", "/.", "/..", "/%2e", "/%2e%2e", "/./", "/a/.."]) {
      for (const sep of ["/", "//", "\\", "/\\", "%2f", "%5c", "\t/", "\n/"]) {
        const out = safeRedirectPath(`${prefix}${sep}evil.example/x`);
        expect(new URL(out, base).origin, `${prefix}${sep}`).toBe("https://cupongt.example");
        expect(out.startsWith("//")).toBe(false);
      }
    }
  });
});

describe("isSameOriginRequest", () => {
  const h = (values: Record<string, string>) => new Headers(values);
  it("without a configured origin, compares Origin with Host", () => {
    expect(isSameOriginRequest(h({ origin: "http://localhost:3000", host: "localhost:3000" }), undefined)).toBe(true);
    expect(isSameOriginRequest(h({ origin: "https://evil.example", host: "localhost:3000" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({ origin: "null", host: "localhost:3000" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({ origin: "not a url", host: "localhost:3000" }), undefined)).toBe(false);
  });
  it("never trusts X-Forwarded-Host", () => {
    expect(
      isSameOriginRequest(
        h({ origin: "https://evil.example", host: "localhost:3000", "x-forwarded-host": "evil.example" }),
        undefined,
      ),
    ).toBe(false);
    expect(
      isSameOriginRequest(
        h({ origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" }),
        "https://cupongt.example",
      ),
    ).toBe(false);
  });
  it("with a configured origin, compares Origin with it (scheme and port included)", () => {
    expect(
      isSameOriginRequest(h({ origin: "https://cupongt.example", host: "10.0.0.5:3000" }), "https://cupongt.example"),
    ).toBe(true);
    expect(
      isSameOriginRequest(h({ origin: "http://cupongt.example", host: "cupongt.example" }), "https://cupongt.example"),
    ).toBe(false);
    expect(
      isSameOriginRequest(
        h({ origin: "https://cupongt.example:8443", host: "cupongt.example" }),
        "https://cupongt.example",
      ),
    ).toBe(false);
  });
  it("without Origin, only Sec-Fetch-Site same-origin passes", () => {
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "cross-site" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "same-site" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "none" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "same-origin" }), undefined)).toBe(true);
    expect(isSameOriginRequest(h({ host: "a" }), undefined)).toBe(false);
    expect(isSameOriginRequest(h({}), "https://cupongt.example")).toBe(false);
  });
});

describe("request guard cookies", () => {
  it("recognises the built-in and Supabase session cookies only", () => {
    expect(hasSessionCookie(["cupongt_session"])).toBe(true);
    expect(hasSessionCookie(["sb-abcd-auth-token"])).toBe(true);
    expect(hasSessionCookie(["sb-abcd-auth-token.0"])).toBe(true);
    expect(hasSessionCookie(["cupongt_user", "sidebar_state"])).toBe(false);
  });
  it("guards the seller panel but not public seller pages", () => {
    expect(requiresSignIn("/vendedor")).toBe(true);
    expect(requiresSignIn("/vendedor/estadisticas")).toBe(true);
    expect(requiresSignIn("/vendedor/estado-de-cuenta/csv")).toBe(true);
    expect(requiresSignIn("/vendedor/facturas")).toBe(true);
    expect(requiresSignIn("/vendedor/facturas/zip")).toBe(true);
    expect(requiresSignIn("/vendedor/estadisticas-falsas")).toBe(false);
    expect(requiresSignIn("/vendedor/0b6b3f4e-2f55-4c41-9a43-7c4ad2b0d7a1")).toBe(false);
    expect(requiresSignIn("/perfil")).toBe(false);
    expect(requiresSignIn("/admin")).toBe(true);
    expect(requiresSignIn("/admin/reportes")).toBe(true);
    expect(requiresSignIn("/administracion")).toBe(false);
  });
});

describe("image uploads", () => {
  it("reads the type from the bytes", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe("png");
    expect(sniffImageType(new TextEncoder().encode("RIFF1234WEBPVP8 "))?.ext).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
  it("serves only names it could have written", () => {
    expect(mimeOfUploadName("0b6b3f4e-2f55-4c41-9a43-7c4ad2b0d7a1.png")).toBe("image/png");
    expect(mimeOfUploadName("../../etc/passwd")).toBeNull();
    expect(mimeOfUploadName("0b6b3f4e-2f55-4c41-9a43-7c4ad2b0d7a1.svg")).toBeNull();
  });
});
