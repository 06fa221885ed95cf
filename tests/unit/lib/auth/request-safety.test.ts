import { describe, expect, it } from "vitest";
import { hasSessionCookie, requiresSignIn } from "@/lib/auth/guard";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";
import { mimeOfUploadName, sniffImageType } from "@/lib/domain/image-upload";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/perfil")).toBe("/perfil");
    expect(safeRedirectPath("/?carrito=1#x")).toBe("/?carrito=1#x");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "perfil", "", "/\u0000x", 42, null, "/".padEnd(3000, "a")])(
    "refuses %s",
    (target) => {
      expect(safeRedirectPath(target)).toBe("/");
    },
  );
});

describe("isSameOriginRequest", () => {
  const h = (values: Record<string, string>) => new Headers(values);
  it("accepts the site's own origin and refuses another", () => {
    expect(isSameOriginRequest(h({ origin: "http://localhost:3000", host: "localhost:3000" }), "http://localhost:3000/auth/salir")).toBe(true);
    expect(isSameOriginRequest(h({ origin: "https://evil.example", host: "localhost:3000" }), "http://localhost:3000/auth/salir")).toBe(false);
    expect(isSameOriginRequest(h({ origin: "null", host: "localhost:3000" }), "http://localhost:3000/")).toBe(false);
  });
  it("falls back to Fetch Metadata when Origin is absent", () => {
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "cross-site" }), "http://a/")).toBe(false);
    expect(isSameOriginRequest(h({ host: "a", "sec-fetch-site": "same-origin" }), "http://a/")).toBe(true);
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
