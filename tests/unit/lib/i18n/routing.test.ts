import { describe, expect, it } from "vitest";
import { localeOfPath, localizeHref, pageAlternates, routing, spanishPathOf } from "@/lib/i18n/routing";

describe("the route table of both languages", () => {
  it("writes a Spanish path in English, keeping its query and fragment", () => {
    expect(localizeHref("/cupon/abc?x=1#precio", "en")).toBe("/en/coupon/abc?x=1#precio");
    expect(localizeHref("/", "en")).toBe("/en");
    expect(localizeHref("/mis-cupones/v1/reservar?hecho=1", "en")).toBe("/en/my-coupons/v1/book?hecho=1");
    expect(localizeHref("/negocio/b1/editar#cuenta-bancaria", "en")).toBe("/en/business/b1/edit#cuenta-bancaria");
  });

  it("takes the seller's panel pages before a seller's public page of the same shape", () => {
    expect(localizeHref("/vendedor/canjear?codigo=AB", "en")).toBe("/en/seller/redeem?codigo=AB");
    expect(localizeHref("/vendedor/reservas/ajustes", "en")).toBe("/en/seller/bookings/settings");
    expect(localizeHref("/vendedor/5a9c", "en")).toBe("/en/seller/5a9c");
    expect(pageAlternates("/en/seller/redeem")?.es).toBe("/vendedor/canjear");
    expect(pageAlternates("/en/seller/5a9c")?.es).toBe("/vendedor/5a9c");
  });

  it("leaves Spanish-only paths, files, other sites and English paths as they are", () => {
    expect(localizeHref("/admin/pagos", "en")).toBe("/admin/pagos");
    expect(localizeHref("/mis-cupones/pdf/v1", "en")).toBe("/mis-cupones/pdf/v1");
    expect(localizeHref("https://example.com/cupon/x", "en")).toBe("https://example.com/cupon/x");
    expect(localizeHref("//example.com/cupon/x", "en")).toBe("//example.com/cupon/x");
    expect(localizeHref("/en/coupon/x", "en")).toBe("/en/coupon/x");
    expect(localizeHref("/cupon/x", "es")).toBe("/cupon/x");
  });

  it("sends the way back after signing in in English too", () => {
    expect(localizeHref("/auth?next=/perfil", "en")).toBe(`/en/auth?next=${encodeURIComponent("/en/profile")}`);
    expect(localizeHref(`/auth?next=${encodeURIComponent("/en/seller")}`, "en")).toBe(
      `/en/auth?next=${encodeURIComponent("/en/seller")}`,
    );
    expect(localizeHref("/auth?tab=registro&next=/regalo/t1", "en")).toBe(
      `/en/auth?tab=registro&next=${encodeURIComponent("/en/gift/t1")}`,
    );
  });

  it("maps an English path back to its Spanish page for the request guard's lists", () => {
    expect(spanishPathOf("/en/seller/statistics")).toBe("/vendedor/estadisticas");
    expect(spanishPathOf("/en/profile")).toBe("/perfil");
    expect(spanishPathOf("/en")).toBe("/");
    expect(spanishPathOf("/en/no-such-page")).toBe("/en/no-such-page");
    expect(spanishPathOf("/perfil")).toBe("/perfil");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/english")).toBe("es");
  });

  it("pairs every page both ways", () => {
    for (const [name, { es, en }] of Object.entries(routing.pathnames)) {
      const filled = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, "x1");
      const english = en === "/" ? "/en" : `/en${filled(en)}`;
      expect(localizeHref(filled(es), "en"), name).toBe(english);
      expect(pageAlternates(english), name).toEqual({ es: filled(es), en: english });
    }
  });
});
