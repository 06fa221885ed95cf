// One part of a split sitemap (/sitemaps/{n}.xml), listed by /sitemap.xml past 50,000 URLs.
import { parseSitemapFile } from "@/lib/seo/sitemap";
import { renderSitemapPart } from "@/lib/seo/sitemap-source";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const index = parseSitemapFile((await params).file);
  const xml = index === null ? null : await renderSitemapPart(index);
  if (xml === null) return new Response("Not found", { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
