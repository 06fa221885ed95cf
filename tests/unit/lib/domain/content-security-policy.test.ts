import { describe, expect, it } from "vitest";
import { NONCE_PAGES, basePolicy, noncePolicy } from "@/lib/net/content-security-policy";

describe("content security policy", () => {
  it("the base policy allows inline scripts but no inline handlers, plugins or eval in production", () => {
    const policy = basePolicy(false);
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(basePolicy(true)).toContain("'unsafe-eval'");
  });
  it("the nonce policy allows only the nonce, the given hashes and what they load", () => {
    const policy = noncePolicy("abc123", ["sha256-xyz="], false);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'sha256-xyz='");
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  });
  it("covers the per-request account and panel pages, never a prerendered or cached one", () => {
    for (const path of [
      "/auth",
      "/auth/confirm",
      "/reset-password",
      "/perfil",
      "/mis-compras",
      "/mis-compras/x",
      "/admin",
      "/admin/reportes",
      "/vendedor",
      "/vendedor/",
      "/vendedor/estadisticas",
      "/vendedor/estado-de-cuenta",
      "/vendedor/cupones/1/editar",
    ]) {
      expect(NONCE_PAGES.test(path), path).toBe(true);
    }
    // A seller's public page is prerendered; the catalogue and info pages are cached.
    for (const path of [
      "/",
      "/vendedor/0b6b3f4e-2f55-4c41-9a43-7c4ad2b0d7a1",
      "/terminos",
      "/cupon/x",
      "/categoria/restaurantes",
      "/mis-cupones",
      "/authx",
      "/perfiles",
      "/administracion",
    ]) {
      expect(NONCE_PAGES.test(path), path).toBe(false);
    }
  });
});
