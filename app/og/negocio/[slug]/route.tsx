import { getBusinessBySlug } from "@/lib/data/catalogue/businesses";
import { getCategory } from "@/lib/domain/categories";
import { shareCardResponse } from "@/lib/seo/share-card";

// A business's share image at a stable URL (an opengraph-image inside the (shop) route group
// would get a hashed name). Its artwork is SVG, which WhatsApp and Facebook do not render.
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const b = await getBusinessBySlug(slug);
  if (!b) return shareCardResponse({ title: "CuponGT" });
  const category = b.category ? getCategory(b.category) : undefined;
  const coupons = b.stats.activeCoupons === 1 ? "1 cupón activo" : `${b.stats.activeCoupons} cupones activos`;
  const rating = b.stats.rating !== null && b.stats.reviews > 0 ? ` · ★ ${b.stats.rating.toFixed(1)}` : "";
  return shareCardResponse({
    eyebrow: [category?.name, b.city].filter(Boolean).join(" · "),
    title: b.name,
    detail: `${coupons}${rating}`,
    color: category?.color,
  });
}
