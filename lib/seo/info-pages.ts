// The static info pages (SPEC 'Static pages') and when their text last changed (sitemap lastmod, Article dateModified).
export const INFO_PATHS = ["/sobre-nosotros", "/como-funciona", "/para-empresas", "/ayuda", "/terminos", "/privacidad", "/cookies"] as const;
export const INFO_UPDATED = "2026-11-21T00:00:00.000Z";
