import { afterEach, describe, expect, it } from "vitest";
import {
  PROBE_MS,
  databaseDownSince,
  refuseWhileDatabaseDown,
  reportDatabaseOutcome,
  resetDatabaseBreaker,
} from "@/lib/db/breaker";
import { servedWithoutDatabase } from "@/lib/net/offline-paths";
import { unavailablePageHtml } from "@/lib/net/unavailable-page";

afterEach(() => resetDatabaseBreaker());

describe("database breaker", () => {
  it("lets everything through while the database answers", () => {
    reportDatabaseOutcome(true, 1_000);
    expect(databaseDownSince()).toBeNull();
    for (let t = 0; t < 5; t++) expect(refuseWhileDatabaseDown(1_000 + t)).toBe(false);
  });

  it("opens on a failure, keeps the first failure's time, and lets one probe through per second", () => {
    reportDatabaseOutcome(false, 10_000);
    reportDatabaseOutcome(false, 10_500);
    expect(databaseDownSince()).toBe(10_000);
    expect(refuseWhileDatabaseDown(10_600)).toBe(false); // the probe
    expect(refuseWhileDatabaseDown(10_601)).toBe(true);
    expect(refuseWhileDatabaseDown(10_600 + PROBE_MS - 1)).toBe(true);
    expect(refuseWhileDatabaseDown(10_600 + PROBE_MS)).toBe(false); // the next probe
    expect(refuseWhileDatabaseDown(10_600 + PROBE_MS + 1)).toBe(true);
  });

  it("closes on the first success", () => {
    reportDatabaseOutcome(false, 20_000);
    reportDatabaseOutcome(true, 20_100);
    expect(databaseDownSince()).toBeNull();
    expect(refuseWhileDatabaseDown(20_101)).toBe(false);
    expect(refuseWhileDatabaseDown(20_102)).toBe(false);
  });
});

describe("pages served while the database is down", () => {
  const served = (url: string) => {
    const u = new URL(url, "http://x");
    return servedWithoutDatabase(u.pathname, u.searchParams);
  };

  it("serves cached and static pages, files and the health check", () => {
    for (const url of [
      "/",
      "/?utm_source=whatsapp",
      "/cupon/5f0c0d7e-1c2b-4c55-9a56-1f8c1b2a3d4e",
      "/categoria/restaurantes",
      "/categoria/restaurantes/",
      "/negocio/pizzeria-roma",
      "/vendedor/carlos",
      "/terminos",
      "/ayuda",
      "/api/health",
      "/api/cron/jobs",
      "/_next/static/chunks/a.js",
      "/uploads/a.webp",
      "/robots.txt",
      "/manifest.webmanifest",
      "/sprite.svg",
    ]) {
      expect(served(url), url).toBe(true);
    }
  });

  it("refuses pages rendered per request: queries, lists, accounts, the seller panel, sitemaps", () => {
    for (const url of [
      "/?q=pizza",
      "/?cat=spa",
      "/categoria/restaurantes?sort=precio",
      "/categoria/spa?sub=masajes",
      "/buscar?q=pizza",
      "/ofertas-flash",
      "/populares",
      "/perfil",
      "/mis-cupones",
      "/vendedor",
      "/vendedor/cupones/abc/editar",
      "/negocio/x/editar",
      "/auth",
      "/sitemap.xml",
      "/sitemaps/0.xml",
      "/api/sugerencias",
    ]) {
      expect(served(url), url).toBe(false);
    }
  });
});

describe("the 503 page", () => {
  it("escapes its texts and its retry link", () => {
    const html = unavailablePageHtml(
      { title: "Servicio <no> disponible", description: "D", retry: "Reintentar", home: "Inicio" },
      '/buscar?q="><script>',
    );
    expect(html).toContain("Servicio &#60;no&#62; disponible");
    expect(html).not.toContain("<script>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('lang="es"');
  });
});
