// sitemap.xml from the data: every page when it fits in 50,000 URLs, else an index of parts.
import { renderRootSitemap } from "@/lib/seo/sitemap-source";

// Read on request, never at build: the build must not open the database.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const xml = await renderRootSitemap();
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
