import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";

// Crawl everything public; keep account, seller, checkout and API paths out.
// "/vendedor$" keeps the seller panel out but lets the public seller pages /vendedor/{id} in.
const ROBOTS_DISALLOW = [
  "/perfil",
  "/vendedor$",
  "/vendedor?",
  "/vendedor/cupones/",
  "/negocio/*/editar",
  "/dev/",
  "/auth",
  "/reset-password",
  "/pago-exitoso",
  "/pago/",
  "/mis-cupones",
  "/mis-compras",
  "/regalo/",
  "/favoritos",
  "/api/",
  "/admin",
];

// Read on request: the sitemap line carries the running server's SITE_URL, not the build's.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ROBOTS_DISALLOW }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
